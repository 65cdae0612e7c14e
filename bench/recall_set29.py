"""A twenty-ninth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but the first 80 lines of mnemo/message.py),
mnemo_panel/, plugins/, tests/, docs/ or .ci/ was opened, read or searched while writing it, nor the
README, bench/recall.py, bench/context.py, any other bench file's body, any note or issue text, nor
any figure or score of any set; no git command was run, no search or lookup tool was used, the
recall code was never imported or called, on this set or any other, and the set was never scored
while it was written. It is not to be tuned on; its figures are to be read once, at the end. What
was read, and nothing else of the repository: the names of the files in bench/ (`ls
/work/main/bench`, in one command with `date`, a `cat` of the environment's install log outside the
repository, which was not there, and the making of the scratch directory); a grep's list of
bench/recall_sets.py's top-level names (`grep -n "^[A-Za-z_]"`: the first line of each, which shows
the heads of `third_set`'s and `long_conversation`'s tables and the functions' parameters);
bench/recall_sets.py from its docstring to the end of `second_set` (`sed -n 1,175p`: `Set`,
`_stamp`, `_user`, `_fits`, `_other`, `DAY`, `START`, `second_set` and its tables; the last line
printed was the comment line that heads the third set, line 176 being its first top-level name) and
from `stem` to the end (`sed -n '417,$p'`: `stem`, `pairs`, `check_messages`, `check_questions`,
`describe`); in bench/recall_set28.py its module docstring (printed whole by a short program that
parsed the file with `ast` and printed `ast.get_docstring`) and its lines from `twenty_eighth_set`
to the end (found with `grep -n "^def twenty_eighth_set"` only and printed with `sed -n '2798,$p'`:
`twenty_eighth_set`, `_at_wheel`, `_check_layout`, `_rest_of`, `_dock_of`, `_check`, `_line_langs`
and the `__main__` block), for the shape of what is returned and checked; the openings (the first
2,500 characters) of the module docstrings of bench/recall_set4.py to recall_set27.py, written by a
short program that parsed each file with `ast` to a scratch file outside the repository (with a `wc
-c` of it) and printed from it in two pieces cut by bytes (`head -c` and `tail -c | head -c`, the
tool's output limit; a cut may have fallen inside a character); the tool dropped 26 lines from the
middle of the second piece (the end of recall_set21.py's opening and the start of
recall_set22.py's), so those were printed again from the scratch file with an `awk` between two of
its own header lines; the first 80 lines of mnemo/message.py (`head -80`: its docstring, imports,
constants and the `Message` dataclass, for its constructor and `text()`); the ruff settings in
pyproject.toml (a `grep -n -A 15` for `[tool.ruff`, its bracket escaped, which showed its two ruff
tables and reached the end of the file). Slips and side effects: the two short programs that printed
docstrings ran under the system's python3, not the environment's, before the environment was
confirmed; the install log the brief names, /tmp/venv.log, never appeared, so no loop waited on it:
the environment was taken as ready after its interpreter and ruff printed their versions, a listing
of its bin/ and of /tmp/*.log, and a `cat` of /tmp/venv-embed.log (it said "done"), all outside the
repository; nothing else was slipped over, and no file of the repository but this one was written
(PYTHONDONTWRITEBYTECODE was set for every run that imported from it, ruff was only run with
`--no-cache`). Importing mnemo.message (through recall_sets) runs the package's __init__, so the
rest of the package is loaded, never called, whenever this set is built, as with every set that
imports recall_sets; the tracebacks seen while writing printed lines of scratch copies of this file
only. The builder's last part (the placement of each fact on the day nearest its turn that works,
the ordinary threads drawn at a higher rate and thinned a whole thread at a time, the pass that
stamps the messages and fills in the facts, the questions' languages drawn across), the frame of
`_check`, the fields of the facts and the `__main__` block follow set 28's lines read for that
purpose, and some helpers bear the names those lines call (`_Gen`, `_facts`, `_around`, `_passing`,
`_specials`, `_threads`, `_questions`, `_never`, `_window_of`, `_next_start`, `_online`, `_cut`,
`_lang`, `_shares`, `_fact_lang`, `_body_lang`, `_line_langs`, `_check_layout`); their bodies, the
layout, the tables and the rest are this set's own. The long lines were folded to ruff's width (a
wide character counted two columns) by a scratch tool outside the repository that checked the
module's syntax tree unchanged by the folding, and the paragraphs of this docstring that ran over it
re-wrapped by another; to see that nothing else had been written into the repository, the names in
bench/ were listed once more through a grep for a cache (none). While the set was written it was run
only on its own: its `_check`, its printed lines and counts, its `_check` over seeds 1 to 40 (all
pass, each build 0.3 to 0.6 s here, the first with the layout), its determinism under three hash
seeds, and a scratch test outside the repository (/tmp/set29/breaks/run.py) that breaks copies of
the set in sixty-seven ways and sees `_check` fail on each by the assertion meant (matched on the
source line of the failing assert): a used detail in an ordinary line, an unsaid value said, a
paraphrase sharing two characters or a stemmed word with its evidence, a question's or a fact's
language mislabelled, two messages out of order, a message after the weeks, too few messages, a
shape short, a keyword question without its detail or naming a member, a partial question giving the
detail, a line said while its speaker is offline, a line two minutes into a watch (inside the online
grace), an evidence line by another member, a late answer not naming its asker or to a question
asked while the member was online, an answer more than an hour after its question, a reply without
its quote, a correction without the wrong value or made windows later, a split's first line giving
the detail or its second line minutes on, a terse answer naming its topic, a reported fact confirmed
by someone else or its carrier recorded as the member, a 接龙 list unlike its record, a 接龙 entry
posted by someone not its entrant, a long message with the detail at its end, a guess game with the
member guessing or answered half an hour on, a 到港 card with the wrong berthing time or port or
posted twice for one port call, a 流量 card with the wrong MB used, the position five minutes off or
posted late in its window, a where-answer with the hours to go or the port wrong, an "在值班" line
of a member not on watch, an "around" line with the detail or on the evidence's day, a member with a
fact too many or twice on a topic, an aboard-only topic held ashore, an asker who cannot read the
answer's script, a used value in a never-said question, an answering word said in a line, a named
never-said question on a topic the member holds or dropped, chatter about the past or naming a
member, a never-said question twice, the lines' languages skewed, a line in a language its speaker
does not write, a morning line in the afternoon, an @-mention of no member, too few questions across
languages, a value inside another, inside a member's name and inside a fixed line of the tables, a
crew window stretched into a watch, a satellite window said to be on 4G, a window's MB used before
it not the week's sum, a member over the weekly quota and a gap in the voyage (the last eight by
changing the module's tables, its quota or the cached layout in the test's memory, restored after;
the set passes again at the end).

It differs from the other twenty-eight (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads, recall_set8's
members' presence, recall_set9's working week's agenda, recall_set10's club calendar,
recall_set11's semester of scenes, recall_set12's family's meal-time slots, recall_set13's
incidents waiting on office hours, recall_set14's chain of the group's moods, recall_set15's
compound's event log, recall_set16's guild's weekly game calendar, recall_set17's football club's
fixture list, recall_set18's daily check-in cycle, recall_set19's rescue cases, recall_set20's
night market's tide, recall_set21's wedding checklist, recall_set22's sky, recall_set23's
production calendar, recall_set24's broadcast schedules, recall_set25's ward rota, recall_set26's
itinerary and phone signal on Te Araroa, recall_set27's babies' feeds, recall_set28's hours of
service) in what it is about and how it is laid out:
- the conversation is 翡翠轮船员家属群, the QQ group of the crew of a container ship on an
  Asia-Europe loop and those ashore around them: eleven aboard (the master, the chief, second and
  third officers, the chief and second engineers, the electrician, a cadet, two Filipino ABs and
  the Filipino cook) and five ashore (two wives and a girlfriend in China and Manila, the crewing
  agent in Shanghai, the company's crew-welfare officer in Hamburg); over six weeks from START +
  1,950 days (Monday 2031-05-05 to Sunday 06-15), the group's clock UTC;
-  it is laid out by the voyage and the ship's link: what decides who can talk when is where the
  ship is, each member's watch or working day by ship's time, and the satellite data quota. The
  voyage is simulated once (the same for every seed): from Yangshan (Shanghai), left two and a half
  days before the weeks, by Ningbo, Yantian, Singapore, Colombo, the Suez anchorage, the canal, Port
  Said, Piraeus, Rotterdam, Hamburg, Antwerp, Le Havre, Algeciras to Marsaxlokk, legs along
  waypoints (sea miles a fiftieth over the great circle, 16 to 18.5 knots, the canal at 8), 14 to 34
  hours alongside, 6 to 14 at the Suez anchorage; the ship's time that of the nautical zone of its
  longitude. A phone is on 4G in port, in the canal, on a short coastal leg (under thirty hours) and
  within three to six hours of a port; at sea the crew share the satellite link, off in the
  high-risk area (2031-05-18 05:50 to 05-20 22:35, the crew's link shut for security) and during the
  dome's fault (05-28 22:35 to 05-29 17:20, in the Strait of Sicily). Aboard, the 4-8 (the chief
  officer and an AB), 8-12 (the third officer) and 12-4 (the second officer and an AB) keep their
  watches twice a day and sleep after theirs, the day workers work 08:00 to 17:00 with a lunch and
  two tea breaks, the cook his three meals from 05:30, and all but the cook are at stations from an
  hour and a half before all fast to half an hour after, and from half an hour before sailing to an
  hour after (the master and chief officer on the bridge through the canal); a crew member is online
  only in a free stretch: on 4G for 20 minutes to two hours at a time, often; on the satellite link
  for 10 to 40 minutes, at most a few times a day, each minute 6 MB of a weekly quota (2,000 MB for
  the officers and engineers, 1,200 for the rest, reset each Monday 00:00 UTC), none once it is
  spent. Those ashore keep a home's slots (morning, noon, two evening slots, the girlfriend a late
  one) or an office's (weekdays 09:00 to 18:00 and some evenings, a weekend morning) in their own
  zone (UTC+8, the welfare officer UTC+2). Every line is said while its speaker is online (checked,
  three minutes' grace) and none from a watch (checked, none a minute into one); the layout keeps
  its rules (checked). What the layout makes the group say is scripted from it: a crew member's 到港
  card early in a port call ("【到港】6月3日 · 鹿特丹 · Maasvlakte · 靠泊 07:06 · 预计开航 6月4日
  09:45" / "[In port] May 10 · Singapore · Pasir Panjang · all fast 05:25 · sailing May 11 02:50"),
  its port, terminal, berthing and sailing dates and times the layout's, one a member a port call; a
  流量 card at the start of a window on the satellite link ("【流量】5月28日 · 本周已用1140M/2000M ·
  剩860M · 船位 N37°13′ E011°07′" / "[Data] Jun 2 · used 0 of 1200 MB this week · 1200 MB left · at
  N49°18′ W003°19′"), the MB used before it that week, the quota and the ship's position the
  layout's, one a window; where the ship is, asked by the wives, the girlfriend, the agent or the
  welfare officer ("@老李 到哪 了？") and answered by the crew member when online or on coming back
  ("比雷埃夫斯到鹿特丹的路上， 还有62个小时", "alongside in Hamburg", "at anchor off Suez"), true to
  the layout at the time of the answer; "老李在值班，下了班回你" said by another crew member only
  while the one asked is on watch. Besides, every window online opens ordinary threads, a Poisson
  count by its length and the member's talk, their kind by where the speaker is (at sea: swell,
  clocks going back, a slow link, drills, the engine room's heat, knots, rust, flying fish, days to
  the next port, the week's data; in port: a signal at last, moves to work, shore leave, customs,
  bunkers, rain stopping the cranes, the seamen's club; at home: prices, weather, the children,
  power cuts, traffic; at the office: crew changes, wages, bulletins, medicals, the helpline, the
  welfare survey), replies by those online who read the opener's line, 复读 ("+1", "666"), [图片]
  and [表情], reply quotes "[回复 X：…]", "@X 在吗？" answered when X is online, and greetings
  ("早", "晚安", "Morning all", "Night all") said at that time of the speaker's own day (checked).
  The threads are drawn at a higher rate and thinned at random, a whole thread at a time, to about
  3,000 lines (2,991 with the default seed, 2,990 to 2,992 over seeds 1 to 40); times strictly
  increasing, a second apart at least;
- numbers are in the cards (dates, times, MB, positions), the where-answers' hours, swell,
  temperatures, knots, moves, bunkers, prices and minutes of traffic (811 of the 2,991 lines hold
  a digit with the default seed), so a number alone is no answer;
- sixteen members of their own, each with how much they talk and odds of a Chinese, English and
  mixed line, and which languages they read (questions, reports, guesses and replies go between
  those who read each other; a value is said, asked for, reported or guessed only by one who
  reads its script; a member's spouse or partner neither asks, reports nor guesses what the
  member has): 王船长 (the master, mixing), 老李 (chief officer, Chinese only) and his wife 李嫂
  (Chinese only, Qingdao), 小陈 (second officer, mixing most) and his girlfriend 琳琳 (Dalian,
  mixing), 小林 (third officer), 老周 (chief engineer, Chinese only), 阿峰 (second engineer),
  大刘 (electrician, Chinese only), Tommy (cadet, English-leaning), Jun (AB, English only) and
  his wife Maricel (Manila, English only), Rey (AB, English only), Marco (cook, English only),
  张经理 (the crewing agent) and Hannah (the welfare officer, English only); lines about half
  Chinese, a third English and the rest mixed (1,417, 939 and 452 with the default seed, 183 with
  no words such as "+1" or "[图片]"; zh 49.1 to 53.3 %, en 30.3 to 35.6 %, mixed 14.0 to 17.7 %
  over seeds 1 to 40; a line's language counted with names, places, numbers with their units,
  positions, markers and a reply's quote cut out, a 接龙 list by its last line, "#接龙" aside);
- twelve topics of their own, each a member's own thing: four aboard only (the instant noodles
  they stocked, the card game they play in the mess, how they keep fit on board, what they drink
  on watch) and eight anyone's (the series on their hard drive, their phone, the hometown dish
  they miss, the singer on repeat, the book they are reading, their dog at home, the game on
  their phone, their new hobby); seven facts a topic, 84 facts, a member once a topic at most,
  four to six facts a member (the crew five or six, those ashore four or five); each topic's
  fourteen values seven Latin and seven Chinese (Nissin and 康师傅, Tongits and 掼蛋, Adobo and
  热干面, Eraserheads and 周杰伦), the English-only members' values Latin, the Chinese-only
  members' Chinese, the others' whichever script has more left on the topic;
- facts in twelve shapes, seven each, dealt in turn over a shuffled order and swapped to fit (the
  cards' shapes to the crew, one 接龙 a topic and only on anyone's topics), each placed on the
  day nearest its turn (days 0 to 39) that works, at a time its people are online: one message in
  the first person ("one"); another's @-question answered within half an hour by a terse line
  without the topic's words ("answer"); asked while the member is offline and answered early in
  the member's first window online after it, an hour to two days later, naming the asker ("@阿峰
  才下班看到，羊了个羊", "@Hannah only got data now, Nissin": "late"); a wrong value of the
  detail's script corrected 90 seconds to 15 minutes later or early in the member's next window
  online, the correcting line holding both ("Oops, Lechon, not Kare-kare", "上次说错了，是X不是Y":
  "correction"); the topic in one line and the detail 20 to 70 seconds later, sometimes with
  another's "然后呢？" between ("split"); another member saying it to the member, who confirms
  within 20 minutes without it ("reported"); a #接龙 list begun by another member who could have
  the topic, two or three members with no fact or entry on the topic each reposting it with
  their entry ("2. 张经理 白开水就行"), the member's entry closing it ("jielong"); a QQ reply
  quote of the @-question with the terse answer under it ("reply"); the member's day told in a
  long message, the detail in its middle ("long"); the member's riddle, two wrong guesses by
  others within minutes in scripts both read, then the answer ("猜猜我最近迷上了什么锻炼" /
  "Shadowboxing吧" / "Pilates?" / "Nope, Deadlifts!": "guess"); and this set's own two, where the
  detail sits in the note of a card the layout writes: the note of the member's 到港 card early in
  a port call ("[In port] May 10 · Singapore · …" with "Note: Motorola fully charged": "arrival")
  and the note of the member's 流量 card at the start of a window on the satellite link ("【流量】6
  月2日 · 本周已用0M/2000M · …" with "备注：Milo泡上了": "quota"); in Chinese, English or mixed (a
  fact's language its evidence's, the detail and the wrong value cut out too, a line of the
  detail alone taking the detail's script: 38 zh, 37 en and 9 mixed with the default seed);
- near misses: each correction's wrong value and each guess game's two wrong guesses; the
  members' own lines on their topic two days from the evidence at least, without the detail
  ("around": 62 facts, 86 lines with the default seed); two members a topic with no fact or list
  entry on it saying a line on it in passing, and a third asked about it by an @-question never
  answered; the lists' other entries; the ordinary cards (72 到港 and 60 流量 cards in all with the
  default seed, the facts' among them); the ordinary @-questions; the numbers;
- questions in the third person, three classes, templates of this set's own: "keyword" carries
  the detail and no member's name ("谁囤了一箱{x}？", "Who plays {x} on the phone?"), "partial"
  names the member and the topic ("{n}值班喝什么提神？", "Whose songs does {n} listen to?"),
  "paraphrase" names the member and shares no English content word (stemmed with recall_sets'
  `stem`, a stop list aside) and no two Chinese characters in a row with the evidence, the names,
  places, the detail and a wrong value aside ("{n}屋里那条汪星人叫啥？", "Which handset maker does
  {n} carry?"; checked in code; a topic's three paraphrases are tried in turn, then those of the
  other language); 40 % of the questions of a Chinese or English fact asked in the other language
  (90 of 225 with the default seed; between 35 and 50 % checked); each question's language
  checked;
- never-said questions, 90: 45 name a member (15 a topic's partial question of a member who spoke
  of it only in passing or was asked and never answered, each one who could have it; 15 a detail
  no line gives of a member's own topic: how many packets of noodles, how many episodes, what the
  phone cost, which restaurant serves the dish, the stakes at cards, who taught the workout,
  whether they saw the singer live, where the drink was bought, who gave the book, the dog's age,
  the game's rank, how long the hobby; 15 an unsaid value put to a member with no fact or entry on
  its topic who could have it: "Does {n} drink {y}?"), 45 name no one (30 an unsaid value in a
  topic's keyword question, 15 of eighteen things nobody did: a tattoo in port, a man overboard,
  a stolen wallet, the lottery, a proposal, a tuna, an expired passport, a customs fine, a
  birthday on board, seasickness, a phone in the sea, a promotion, a whale, a gold necklace,
  covid, a newborn, a licence exam, a dog bite); the words that would answer any of these (一共囤
  了 / packets in all, 全剧共 / episodes in total, 块钱买的 / paid about, 那家店 / restaurant near,
  一局赌 / stakes, 跟着视频学 / taught me, 看过现场 / saw them live, 茶庄 / bought it at, 送给我的
  / gift from, 岁了 / years old, 打到了 / reached rank, 学了快 / months now, 纹身 / tattoo, 掉进海 /
  overboard, …) and every unsaid value appear in no line (checked in code); 90 chatter turns (of
  95) a seafarer or a seafarer's family might send the bot (translations for the pilot or the
  agent, knots and nautical miles, the canal, seasick food, homesickness, a poem, a birthday or
  Mother's Day message, time zones, recipes, stretches, saving data), no member named, nothing
  about the group's past (no "说过", "之前", "谁", "那天", "昨天", "上次", "刚才", "记得", "以前",
  "said", "who", "before", "yesterday", "did", "was", "last", "earlier", "remember", "ago",
  "told", checked in code).

The set checks itself as it is built (`_check`): recall_sets' `check_messages` (a second apart at
least, within the six weeks, 2,930 to 3,070 messages); the weeks begin after START + 1,940 days;
84 facts, seven in each of the twelve shapes; sixteen members, twelve topics of seven Chinese and
seven Latin values; every value its own and none inside another, a member's name, a port, a
terminal or a fixed line of the tables; a member once a topic, each member's count of facts, an
aboard-only topic's facts the crew's, each value in a script its member reads; the layout (the
voyage without gaps from before the weeks to after them; every crew window in free time all
through, on the link it is said to be on, the satellite windows within each member's weekly
quota and the MB used before each the sum of the week's earlier ones; the shore windows in
waking hours; no member's windows overlapping); every line said while its speaker is online
(three minutes' grace) and none from a watch, a greeting at its time of the speaker's day, every
line in a language its speaker writes, every @ naming a member; each detail in the last of its
evidence lines and no other message, each wrong value in the line that said it and the
correction only, each wrong guess in its guess only, any other value nowhere; the evidence said
by the fact's carrier (another member for "reported", the member otherwise); keyword questions
carrying the detail and no member's name, partial and paraphrase ones naming the member and not
the detail, paraphrases sharing nothing with the evidence, each question in its recorded
language, the fact's language that of its evidence; the evidence within days 0 to 39; the
"around" lines the member's, without the detail and two days from the evidence at least; terse
answers, late answers, replies and a split's second line without the topic's words; an answer
after its @-question by another member who reads the value's script and is not the member's
spouse or partner, the question without the detail (within the hour; a late one asked while the
member was offline and answered in the member's first window online after it, an hour to two
days on, naming the asker); a reply under the quote of its question; a correction made within
twenty minutes or in the member's next window online; a split's two lines within ninety seconds,
the first with the topic's words; a reported fact said by one who reads its script and is not
close to the member, confirmed by the member within the hour without the detail; a 接龙 begun by
another member, each entrant posting the list so far, the detail in the list's last entry after
two entries or more, none of the entrants with a fact on the topic, all of them and the
requester able to have it, one list a topic; a long message's detail away from both its ends; a
guess game opened by the member with the topic's words, answered without them within twenty
minutes, two guesses by others not close to the member, each its recorded value in a script its
guesser reads; an "arrival" fact in the note of a 到港 card of the member's, a "quota" fact in the
note of a 流量 card of the member's; every 到港 card by a crew member in a port call (not the
anchorage or the canal) after stations, its date, port, terminal, berthing and sailing the
layout's, one a member a port call; every 流量 card by a crew member in the first three minutes of
one of their satellite windows, its date, MB used, quota and MB left the layout's, its position
within a minute of arc of the ship's, one a window; every where-answer by a crew member and true
at its time (the hours to go within one); every "在值班" line of a member on watch; the share of
questions across languages; no used value in a never-said question and none of the answering
words in any line; named never-said questions on no topic the member's facts or list entries
hold (but the unsaid details of their own) and about a member who could have it; no chatter about
the past; the lines' languages (zh 45 to 57 %, en 26 to 38 %, mixed 12 to 23 %); then
recall_sets' `check_questions`. Run it from the repository's root (`python -m bench.recall_set29`
or `python bench/recall_set29.py`, which puts the root on sys.path first) to check it is
deterministic for a seed, builds in under two seconds (0.3 to 0.6 s here), and to print its
counts, its lines' languages and a few lines and questions.

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a split),
"detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic), "name"
and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence's), its
questions ("keyword", "partial", "paraphrase") and their languages ("q_lang"), "carrier" (who
said it), "asker" and "asked_at" (for "answer", "late" and "reply"), "around" (the created_at of
the member's other lines on the topic, none with the detail), for a correction the wrong value
("earlier") and when it was said ("earlier_at"), for a reported fact its confirmation
("confirmed_at"), for a 接龙 list its other entries ([member, entry]), when they were posted
("entries_at"), who began it and when ("requester", "request_at"), for a guess game its wrong
guesses ("guessed"), who made them and when ("guessers", "guessed_at") and when it was opened
("opened_at"). Stamps are written in the machine's local time (recall_sets' `_stamp`) and the
days are laid out in UTC, so they read as meant where the local time is UTC; the route, the
miles, the speeds, the stays, the zones, the coverage, the quota and the hours online are this
set's approximations, not a ship's log.

Noticed while writing it: "荣耀" (a phone) is inside "王者荣耀" (a phone game),
so the phones have 酷派 instead; a Chinese-only chief officer's 接龙 head "KTV 之夜" and a
passing "KTV 的话筒" made mixed lines, so both lost the "KTV"; "Port 2000", Le Havre's terminal,
had its number cut before the places were, which left "Port" as English in a Chinese card, so the
places are cut first; "#接龙" counted as Chinese in an English list, so it is set aside; the
layout took 1.5 s at first (the stations and each duty looked up for every five-minute cell), so
a duty's day is worked out once in slots and the stations cell by cell (0.13 s); the voyage first
ended at Algeciras on day 39, after which the ship sat "in port" to the end, so it goes on to
Marsaxlokk; the welfare officer in Hamburg was asked what she plays in the mess and a wife was
read the line "Loaded … onto my hard drive before we sailed", so four topics are aboard only,
the others' lines say nothing of the ship, those ashore have long messages of their own, and
only those who could have a topic begin or join its list (a wife had begun the ship's drinks
order, the agent had joined it); an "around" line in a window that began late one UTC day fell
on the next, a day from the evidence, so the day is taken from the line's own time; "在值班"
was said of one whose watch had not begun when it was said (it was checked three minutes on),
so it is checked at the moment it is said; the Chinese long messages of those ashore came out
under sixty characters with five fragments, so they have six; the values ran out on a topic
held by many Chinese-only members, so the members of one script are dealt theirs first and a
deal that fails is dealt again; a second officer's guess game found no day with two others
online for the whole eight minutes, so each guesser need only be online at their guess; the
lines came out 43 % English and 8 % mixed, so the English-only members talk less and the
bilingual ones mix more; the watch check first allowed three minutes into a watch, as much as
the online grace, so it could never fail on its own, and allows a minute now; ruff counts a wide
character as two columns, so the folding measures it so.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import math
import random
import re
import sys
from pathlib import Path
from typing import Any, NamedTuple

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

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
T0 = START + 1950 * DAY  # Monday 2031-05-05 00:00 UTC
END = T0 + 42 * DAY
STEP = 5 * MINUTE  # the layout's grid
CLASSES = ("keyword", "partial", "paraphrase")
SHAPES = ("one", "answer", "late", "correction", "split", "reported", "jielong", "reply",
          "long", "guess", "arrival", "quota")
FLIP = 0.4
RATE = 6.0  # MB a minute online over the ship's satellite link
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

# -- the members ------------------------------------------------------------------------
# name: (uid, duty, UTC offset ashore or None aboard, odds of zh / en / mixed, talk)
# duty: the watch ("4-8", "8-12", "12-4") or a day worker's ("day", "cook") aboard;
# "home" or "office" ashore
PEOPLE: dict[str, tuple[int, str, int | None, tuple[float, float, float], float]] = {
    "王船长": (29001, "day", None, (0.45, 0.1, 0.45), 0.9),
    "老李": (29002, "4-8", None, (1.0, 0.0, 0.0), 1.0),
    "小陈": (29003, "12-4", None, (0.4, 0.1, 0.5), 1.3),
    "小林": (29004, "8-12", None, (0.45, 0.15, 0.4), 1.0),
    "老周": (29005, "day", None, (1.0, 0.0, 0.0), 0.9),
    "阿峰": (29006, "day", None, (0.45, 0.1, 0.45), 1.0),
    "Tommy": (29007, "day", None, (0.25, 0.3, 0.45), 1.2),
    "Jun": (29008, "4-8", None, (0.0, 1.0, 0.0), 0.8),
    "Rey": (29009, "12-4", None, (0.0, 1.0, 0.0), 0.7),
    "Marco": (29010, "cook", None, (0.0, 1.0, 0.0), 0.7),
    "大刘": (29011, "day", None, (1.0, 0.0, 0.0), 1.0),
    "李嫂": (29012, "home", 8, (1.0, 0.0, 0.0), 1.0),
    "琳琳": (29013, "home", 8, (0.45, 0.1, 0.45), 1.2),
    "Maricel": (29014, "home", 8, (0.0, 1.0, 0.0), 0.8),
    "张经理": (29015, "office", 8, (0.45, 0.15, 0.4), 0.8),
    "Hannah": (29016, "office", 2, (0.0, 1.0, 0.0), 0.5),
}
MEMBERS = list(PEOPLE)
QQ = {n: p[0] for n, p in PEOPLE.items()}
CREW = [n for n, p in PEOPLE.items() if p[2] is None]
SHORE = [n for n in MEMBERS if n not in CREW]
COUPLES = [("老李", "李嫂"), ("小陈", "琳琳"), ("Jun", "Maricel")]
FACTS_PER = {"王船长": 6, "老李": 6, "小陈": 6, "小林": 6, "老周": 5, "阿峰": 6, "Tommy": 6,
             "Jun": 6, "Rey": 6, "Marco": 5, "大刘": 5, "李嫂": 4, "琳琳": 5, "Maricel": 4,
             "张经理": 4, "Hannah": 4}
DECK = {"王船长", "老李", "小陈", "小林", "Tommy", "Jun", "Rey", "老周", "阿峰", "大刘"}
QUOTA = {n: (2000 if n in ("王船长", "老李", "小陈", "小林", "老周", "阿峰") else 1200)
         for n in CREW}


def _close(n: str) -> set[str]:
    return {n} | {b for a, b in COUPLES if a == n} | {a for a, b in COUPLES if b == n}


def _writes(n: str) -> tuple[str, ...]:
    odds = PEOPLE[n][3]
    return tuple(lang for lang, p in zip(("zh", "en", "mix"), odds, strict=True) if p > 0)


def _reads(n: str, lang: str) -> bool:
    """A Chinese-only member reads Chinese, an English-only one English (Latin script)."""
    w = _writes(n)
    if lang == "mix":
        return "zh" in w and "en" in w
    return lang in w


def _script(v: str) -> str:
    return "en" if v.isascii() else "zh"


# -- the ports and the route --------------------------------------------------------------
# key: (Chinese, English, lat, lon, terminal, hours of coastal 4G either side)
PORTS: dict[str, tuple[str, str, float, float, str, float]] = {
    "SHA": ("上海", "Shanghai", 30.62, 122.07, "Yangshan", 4.0),
    "NGB": ("宁波", "Ningbo", 29.93, 121.90, "Beilun", 4.0),
    "YTN": ("盐田", "Yantian", 22.57, 114.27, "YICT", 5.0),
    "SIN": ("新加坡", "Singapore", 1.26, 103.82, "Pasir Panjang", 6.0),
    "CMB": ("科伦坡", "Colombo", 6.95, 79.84, "CICT", 3.0),
    "SUZ": ("苏伊士", "Suez", 29.90, 32.55, "anchorage", 3.0),
    "PSD": ("塞得港", "Port Said", 31.26, 32.30, "canal", 3.0),
    "PIR": ("比雷埃夫斯", "Piraeus", 37.94, 23.62, "PCT", 4.0),
    "RTM": ("鹿特丹", "Rotterdam", 51.95, 4.05, "Maasvlakte", 5.0),
    "HAM": ("汉堡", "Hamburg", 53.54, 9.94, "Burchardkai", 5.0),
    "ANR": ("安特卫普", "Antwerp", 51.28, 4.30, "Deurganck", 5.0),
    "LEH": ("勒阿弗尔", "Le Havre", 49.48, 0.10, "Port 2000", 5.0),
    "ALG": ("阿尔赫西拉斯", "Algeciras", 36.13, -5.43, "TTI", 4.0),
    "MAR": ("马尔萨什洛克", "Marsaxlokk", 35.82, 14.54, "Malta Freeport", 4.0),
}
# the legs' waypoints between ports
VIA: dict[tuple[str, str], list[tuple[float, float]]] = {
    ("SHA", "NGB"): [],
    ("NGB", "YTN"): [(24.5, 119.5)],
    ("YTN", "SIN"): [(10.0, 109.5), (2.5, 105.5)],
    ("SIN", "CMB"): [(4.0, 99.5), (5.9, 95.0), (5.7, 80.6)],
    ("CMB", "SUZ"): [(7.5, 72.0), (12.6, 53.0), (12.5, 45.0), (12.6, 43.3), (20.0, 38.5),
                     (27.5, 33.8)],
    ("SUZ", "PSD"): [(30.6, 32.33)],
    ("PSD", "PIR"): [(34.0, 27.5), (36.2, 24.5)],
    ("PIR", "RTM"): [(36.2, 22.8), (37.2, 12.0), (37.5, 1.0), (35.95, -5.6), (37.0, -9.3),
                     (43.2, -9.8), (48.5, -5.6), (51.0, 1.5)],
    ("RTM", "HAM"): [(53.8, 6.5), (54.0, 8.2)],
    ("HAM", "ANR"): [(54.0, 8.2), (53.3, 4.5), (51.4, 3.5)],
    ("ANR", "LEH"): [(51.4, 3.0), (50.2, 0.4)],
    ("LEH", "ALG"): [(50.0, -2.0), (48.5, -5.6), (43.2, -9.8), (37.0, -9.3), (35.95, -5.6)],
    ("ALG", "MAR"): [(36.0, -4.0), (37.5, 1.0), (37.6, 11.0)],
}
ROUTE = ["SHA", "NGB", "YTN", "SIN", "CMB", "SUZ", "PSD", "PIR", "RTM", "HAM", "ANR", "LEH", "ALG",
         "MAR"]
PLACES = [w for p in PORTS.values() for w in (p[0], p[1], p[4])]


# -- the layout: the voyage, the watches, the link, who is online when ----------------------
WATCH = {"4-8": ((4.0, 8.0), (16.0, 20.0)), "8-12": ((8.0, 12.0), (20.0, 24.0)),
         "12-4": ((0.0, 4.0), (12.0, 16.0))}
SLEEP = {"4-8": ((21.5, 24.0), (0.0, 3.5)), "8-12": ((0.5, 7.5),), "12-4": ((4.5, 11.0),),
         "day": ((22.5, 24.0), (0.0, 6.5)), "cook": ((21.0, 24.0), (0.0, 5.0))}
WORK = {"day": ((8.0, 10.0), (10.5, 12.0), (13.0, 15.0), (15.5, 17.0)),
        "cook": ((5.5, 8.5), (10.5, 13.0), (16.5, 19.0))}
G0 = T0 - 3 * DAY  # the grid's start (a Friday)
NCELL = int((END + DAY - G0) // STEP)


class Leg(NamedTuple):
    dep: float
    arr: float
    a: str
    b: str
    pts: list[tuple[float, float]]
    cum: list[float]


class Layout(NamedTuple):
    stays: list[tuple[str, float, float]]  # port, all fast (or anchored), departure
    legs: list[Leg]
    fault: tuple[float, float]  # the satellite dome's fault
    cov: list[str]  # a cell's coverage: "4g", "wifi", "off"
    off: list[int]  # a cell's ship's time (UTC offset, hours, by nautical zone)
    wins: dict[str, list[tuple[float, float, str]]]  # who: (start, end, "4g"/"wifi"/"home")
    starts: dict[str, list[float]]
    used: dict[tuple[str, float], int]  # MB used in the week before a satellite window
    stations: list[tuple[float, float, frozenset[str]]]


def _nm(p: tuple[float, float], q: tuple[float, float]) -> float:
    la1, lo1, la2, lo2 = map(math.radians, (*p, *q))
    h = (math.sin((la2 - la1) / 2) ** 2
         + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2)
    return 2 * 3440.065 * math.asin(min(1.0, math.sqrt(h)))


def _cell(t: float) -> int:
    return int((t - G0) // STEP)


def _week(t: float) -> int:
    return int((t - T0) // (7 * DAY))


def _in(h: float, spans: tuple[tuple[float, float], ...]) -> bool:
    return any(a <= h < b for a, b in spans)


@functools.cache
def _layout() -> Layout:
    rng = random.Random(292929)
    stays: list[tuple[str, float, float]] = []
    legs: list[Leg] = []
    t = T0 - 2.6 * DAY
    stays.append(("SHA", t - 20 * HOUR, t))
    for a, b in itertools.pairwise(ROUTE):
        pts = [PORTS[a][2:4], *VIA[(a, b)], PORTS[b][2:4]]
        cum = [0.0]
        for p, q in itertools.pairwise(pts):
            cum.append(cum[-1] + _nm(p, q) * 1.02)
        speed = 8.0 if (a, b) == ("SUZ", "PSD") else rng.uniform(16.0, 18.5)
        arr = round((t + cum[-1] / speed * HOUR) / MINUTE) * MINUTE
        legs.append(Leg(t, arr, a, b, pts, cum))
        stay = {"SUZ": rng.uniform(6, 14), "PSD": 1.0}.get(b, rng.uniform(14, 34))
        t = round((arr + stay * HOUR) / MINUTE) * MINUTE
        stays.append((b, arr, t))
        if t > END + DAY:
            break
    far = next(lg for lg in legs if lg.a == "PIR")
    f0 = far.dep + 30 * HOUR + rng.uniform(0, 20) * HOUR
    fault = (f0, f0 + rng.uniform(18, 26) * HOUR)
    stations: list[tuple[float, float, frozenset[str]]] = []
    for port, arr, dep in stays:
        if port in ("SUZ", "PSD"):
            continue
        stations.append((arr - 1.5 * HOUR, arr + 0.5 * HOUR, frozenset(DECK)))
        stations.append((dep - 0.5 * HOUR, dep + 1.0 * HOUR, frozenset(DECK)))
    canal = next(lg for lg in legs if lg.a == "SUZ")
    stations.append((canal.dep - HOUR, canal.arr, frozenset({"王船长", "老李"})))
    lay0 = Layout(stays, legs, fault, [], [], {}, {}, {}, stations)
    cov, off = [], []
    for i in range(NCELL):
        c = G0 + i * STEP
        cov.append(_coverage(lay0, c))
        off.append(round(_pos(lay0, c)[1] / 15))
    wins: dict[str, list[tuple[float, float, str]]] = {}
    used: dict[tuple[str, float], int] = {}
    for who in MEMBERS:
        if who in CREW:
            wins[who] = _crew_windows(rng, who, lay0, cov, off, used)
        else:
            wins[who] = _shore_windows(rng, who)
    starts = {w: [s for s, _, _ in ws] for w, ws in wins.items()}
    return Layout(stays, legs, fault, cov, off, wins, starts, used, stations)


def _stay_at(lay: Layout, t: float) -> tuple[str, float, float] | None:
    for st in lay.stays:
        if st[1] <= t < st[2]:
            return st
    return None


def _leg_at(lay: Layout, t: float) -> Leg | None:
    for lg in lay.legs:
        if lg.dep <= t < lg.arr:
            return lg
    return None


def _pos(lay: Layout, t: float) -> tuple[float, float]:
    lg = _leg_at(lay, t)
    if lg is None:
        st = _stay_at(lay, t)
        port = st[0] if st else (lay.stays[0][0] if t < lay.stays[0][1] else lay.stays[-1][0])
        return PORTS[port][2], PORTS[port][3]
    d = (t - lg.dep) / (lg.arr - lg.dep) * lg.cum[-1]
    j = max(1, bisect.bisect_left(lg.cum, d))
    j = min(j, len(lg.cum) - 1)
    seg = lg.cum[j] - lg.cum[j - 1]
    f = 0.0 if seg <= 0 else (d - lg.cum[j - 1]) / seg
    (la1, lo1), (la2, lo2) = lg.pts[j - 1], lg.pts[j]
    return la1 + f * (la2 - la1), lo1 + f * (lo2 - lo1)


def _coverage(lay: Layout, t: float) -> str:
    """Phones on 4G in port, in the canal, on a short coastal leg and within a port's hours
    of the coast; the ship's satellite link at sea, but for the high-risk area (the crew's
    link off for security) and the dome's fault."""
    if _stay_at(lay, t) is not None:
        return "4g"
    lg = _leg_at(lay, t)
    if lg is None:
        return "4g"
    if lg.a == "SUZ" or lg.arr - lg.dep <= 30 * HOUR:
        return "4g"
    if t - lg.dep <= PORTS[lg.a][5] * HOUR or lg.arr - t <= PORTS[lg.b][5] * HOUR:
        return "4g"
    if lay.fault[0] <= t < lay.fault[1]:
        return "off"
    lat, lon = _pos(lay, t)
    if lat < 16 and 43 < lon < 60:
        return "off"
    return "wifi"


def _busy(lay: Layout, who: str, t: float, off: int) -> str:
    """What keeps a crew member from the phone at `t`: "watch", "work", "sleep",
    "stations" or "" (free)."""
    what = _slots(PEOPLE[who][1])[int(((t + off * HOUR) % DAY) // STEP)]
    if what:
        return what
    if who in _stationed(lay).get(_cell(t), ()):
        return "stations"
    return ""


def _stationed(lay: Layout) -> dict[int, frozenset[str]]:
    """Who is at stations (mooring, the canal's bridge) in each cell of the grid."""
    key = id(lay.stations)
    if key not in _STATIONED:
        out: dict[int, frozenset[str]] = {}
        for a, b, who_ in lay.stations:
            for i in range(_cell(a), _cell(b - 1) + 1):
                out[i] = out.get(i, frozenset()) | who_
        _STATIONED[key] = out
    return _STATIONED[key]


_STATIONED: dict[int, dict[int, frozenset[str]]] = {}


@functools.cache
def _slots(duty: str) -> tuple[str, ...]:
    """A duty's day in five-minute slots of ship's time: what keeps them busy in each."""
    out = []
    for i in range(int(DAY // STEP)):
        h = i * STEP / HOUR
        if duty in WATCH and _in(h, WATCH[duty]):
            out.append("watch")
        elif _in(h, SLEEP[duty]):
            out.append("sleep")
        elif duty in WORK and _in(h, WORK[duty]):
            out.append("work")
        else:
            out.append("")
    return tuple(out)


def _crew_windows(rng: random.Random, who: str, lay: Layout, cov: list[str], off: list[int],
                  used: dict[tuple[str, float], int]) -> list[tuple[float, float, str]]:
    free = [cov[i] if cov[i] != "off" and not _busy(lay, who, G0 + i * STEP, off[i]) else ""
            for i in range(NCELL)]
    out: list[tuple[float, float, str]] = []
    spent: dict[int, int] = {}
    talk = PEOPLE[who][4]
    i = 0
    while i < NCELL:
        mode = free[i]
        if not mode:
            i += 1
            continue
        j = i
        while j < NCELL and free[j] == mode:
            j += 1
        a = i
        while j - a >= 2:
            if mode == "4g":
                if rng.random() > min(0.95, 0.75 * talk):
                    break
                s = a + rng.randint(0, min(6, (j - a) // 3))
                e = min(j, s + rng.randint(4, 24))
            else:
                if rng.random() > min(0.9, 0.6 * talk):
                    break
                s = a + rng.randint(0, min(12, (j - a) // 2))
                e = min(j, s + rng.randint(2, 8))
                wk = _week(G0 + s * STEP)
                left = (QUOTA[who] - spent.get(wk, 0)) // int(STEP / MINUTE * RATE)
                e = min(e, s + left)
                if e - s < 2:
                    break
                used[(who, G0 + s * STEP)] = spent.get(wk, 0)
                spent[wk] = spent.get(wk, 0) + int((e - s) * STEP / MINUTE * RATE)
            if e - s >= 2:
                out.append((G0 + s * STEP, G0 + e * STEP, mode))
            a = e + rng.randint(6, 30)
            if mode == "wifi" and rng.random() < 0.6:
                break
        i = j
    return out


def _shore_windows(rng: random.Random, who: str) -> list[tuple[float, float, str]]:
    _, duty, tz, _, _ = PEOPLE[who]
    assert tz is not None
    out: list[tuple[float, float, str]] = []
    for d in range(-4, 44):
        base = T0 + d * DAY - tz * HOUR  # local midnight
        weekday = (d % 7) < 5
        slots: list[tuple[float, float, float]] = []
        if duty == "home":
            slots = [(7.0, 9.0, 0.55), (12.0, 13.5, 0.45), (19.0, 21.0, 0.9), (21.0, 23.0, 0.6)]
            if who == "琳琳":
                slots.append((23.0, 24.5, 0.3))
        elif weekday:
            slots = [(9.0, 10.5, 0.8), (10.5, 12.0, 0.7), (13.5, 15.0, 0.7), (15.0, 16.5, 0.7),
                     (16.5, 18.0, 0.6), (20.0, 22.0, 0.3)]
        else:
            slots = [(9.5, 11.5, 0.35)]
        for a, b, p in slots:
            if rng.random() < p:
                s = base + (a + rng.uniform(0, (b - a) / 2)) * HOUR
                e = min(base + b * HOUR, s + rng.uniform(20, 90) * MINUTE)
                s, e = round(s / MINUTE) * MINUTE, round(e / MINUTE) * MINUTE
                out.append((s, e, "home"))
    return out


def _offset(who: str, t: float) -> int:
    tz = PEOPLE[who][2]
    if tz is not None:
        return tz
    lay = _layout()
    return lay.off[min(max(_cell(t), 0), NCELL - 1)]


def _hour(who: str, t: float) -> float:
    return ((t + _offset(who, t) * HOUR) % DAY) / HOUR


def _window_of(who: str, t: float, grace: float = 0.0) -> tuple[float, float, str] | None:
    lay = _layout()
    i = bisect.bisect_right(lay.starts[who], t) - 1
    if i >= 0:
        w = lay.wins[who][i]
        if w[0] <= t <= w[1] + grace:
            return w
    return None


def _online(who: str, t: float, grace: float = 0.0) -> bool:
    return _window_of(who, t, grace) is not None


def _next_start(who: str, t: float) -> float | None:
    lay = _layout()
    i = bisect.bisect_right(lay.starts[who], t)
    return lay.starts[who][i] if i < len(lay.starts[who]) else None


def _on_watch(who: str, t: float) -> bool:
    if who not in CREW:
        return False
    lay = _layout()
    return _busy(lay, who, t, _offset(who, t)) == "watch"


def _day(t: float) -> int:
    return int((t - T0) // DAY)


# -- the topics: each a member's own thing ---------------------------------------------------
# vals: seven Latin and seven Chinese; words: the topic's words (a terse line has none);
# one / ask / split / report / jl (a 接龙 list's head) / fill (its other entries) / long (the
# clause of a long message) / guess / note (a card's note) / around / passing: the lines;
# kw / part / para: the questions; dq and probe: a detail no line gives and the words that
# would answer it; vq: an unsaid value put to a member
TOPICS: dict[str, dict[str, Any]] = {
    "noodles": {
        "vals": ["Nissin", "Indomie", "Shin Ramyun", "Maggi", "Samyang", "Payless", "Koka",
                 "康师傅", "白象", "今麦郎", "统一老坛", "汤达人", "五谷道场", "福满多"],
        "words": ["泡面", "方便面", "noodle"],
        "one": {"zh": "这趟上船囤了一箱{x}，泡面管够",
                "en": "Brought a whole carton of {x} noodles on board this trip",
                "mix": "这趟囤了一箱{x} noodles，够吃到欧洲"},
        "ask": {"zh": "@{n} 你泡面囤的哪个牌子？",
                "en": "@{n} which instant noodles did you stock up on?"},
        "split": {"zh": "泡面我这次又囤了一大箱", "en": "Stocked up on instant noodles again"},
        "report": {"zh": "@{n} 你那一箱泡面是{x}的吧",
                   "en": "@{n} your carton of noodles is {x}, right?"},
        "jl": {"zh": "#接龙 下个港补泡面，各位报一下要啥牌子",
               "en": "#接龙 noodle restock for the next port, name your brand"},
        "fill": {"zh": ["不用，吃食堂", "随便都行", "少来点辣的"],
                 "en": ["none for me", "anything spicy", "skip me this time"]},
        "long": {"zh": "半夜饿了泡了包{x}", "en": "had a cup of {x} noodles around midnight"},
        "guess": {"zh": "猜猜我这次囤的什么泡面", "en": "Guess which noodles I hoarded this time"},
        "note": {"zh": "备注：泡面就剩三包{x}了", "en": "Note: down to three packs of {x} noodles"},
        "around": {"zh": ["泡面又快吃完了", "半夜饿了只能泡面"],
                   "en": ["running low on noodles already", "midnight noodles again"]},
        "passing": {"zh": ["泡面吃多了嘴里没味", "船上小卖部的泡面比岸上贵一倍"],
                    "en": ["too many instant noodles this week",
                           "noodles cost double in the slop chest"]},
        "kw": {"zh": "谁囤了一箱{x}？", "en": "Who stocked up on {x}?"},
        "part": {"zh": "{n}囤的泡面是什么牌子？",
                 "en": "Which instant noodle brand did {n} stock up on?"},
        "para": {"zh": ["{n}出海时备的速食是哪家的？", "{n}夜宵靠哪个牌子？",
                        "{n}饿肚子时吃哪家货？"],
                 "en": ["What quick meal did {n} bring aboard?",
                        "Which late-night snack label does {n} rely on?",
                        "What does {n} eat when hungry after a shift?"]},
        "dq": {"zh": "{n}一共囤了多少包泡面？", "en": "How many packets of noodles did {n} buy?"},
        "probe": ["一共囤了", "packets in all"],
        "vq": {"zh": "{n}囤的泡面是{y}吗？", "en": "Did {n} stock up on {y}?"},
    },
    "series": {
        "vals": ["Breaking Bad", "The Wire", "Band of Brothers", "Peaky Blinders", "Succession",
                 "Chernobyl", "Better Call Saul",
                 "琅琊榜", "人世间", "狂飙", "繁花", "漫长的季节", "大江大河", "山海情"],
        "words": ["剧", "series", "episode"],
        "one": {"zh": "硬盘里拷了一整部{x}，每天晚上看几集",
                "en": "Loaded the whole of {x} onto a hard drive, watching it every evening",
                "mix": "硬盘里拷了全套{x}，every evening 看两集"},
        "ask": {"zh": "@{n} 你硬盘里最近在追什么剧？",
                "en": "@{n} what series are you watching off the hard drive?"},
        "split": {"zh": "下班没事又开始追剧了", "en": "Started a new series to kill the evenings"},
        "report": {"zh": "@{n} 你最近在刷{x}吧", "en": "@{n} you're bingeing {x}, aren't you?"},
        "jl": {"zh": "#接龙 大家硬盘里都有啥剧，互相拷一下",
               "en": "#接龙 series on your hard drives, let's swap"},
        "fill": {"zh": ["没拷剧，只有电影", "都看完了", "只有纪录片"],
                 "en": ["only movies on mine", "nothing left unwatched", "documentaries only"]},
        "long": {"zh": "又看了三集{x}", "en": "watched three episodes of {x}"},
        "guess": {"zh": "猜猜我这次硬盘里追的哪部剧",
                  "en": "Guess which series I'm hooked on this trip"},
        "note": {"zh": "备注：待会接着看{x}", "en": "Note: more {x} later"},
        "around": {"zh": ["剧快看完了，得找人拷新的", "追剧追到熬夜"],
                   "en": ["almost out of episodes", "stayed up too late on my series again"]},
        "passing": {"zh": ["硬盘里的剧都看了两遍了", "船上看剧全靠拷"],
                    "en": ["my hard drive is full of old stuff",
                           "swapping hard drives is half the fun"]},
        "kw": {"zh": "谁在追{x}？", "en": "Who is watching {x}?"},
        "part": {"zh": "{n}最近在追哪部剧？", "en": "Which series is {n} watching these days?"},
        "para": {"zh": ["{n}闲下来的时候盯着什么连续节目？", "{n}收工以后看的是哪一部？",
                        "{n}每晚守着的故事叫什么？"],
                 "en": ["What show keeps {n} up after work?", "Which box set occupies {n}?",
                        "What story has {n} hooked lately?"]},
        "dq": {"zh": "{n}追的那部剧一共多少集？", "en": "How many episodes does {n}'s show have?"},
        "probe": ["全剧共", "episodes in total"],
        "vq": {"zh": "{n}是不是在追{y}？", "en": "Is {n} watching {y}?"},
    },
    "phone": {
        "vals": ["iPhone", "Samsung", "Pixel", "Nokia", "Xperia", "Motorola", "Fairphone",
                 "华为", "小米", "酷派", "一加", "魅族", "中兴", "努比亚"],
        "words": ["手机", "phone"],
        "one": {"zh": "新换的{x}手机拍照真不错", "en": "My new {x} phone takes great photos",
                "mix": "新换的{x}，photo 超清楚"},
        "ask": {"zh": "@{n} 你现在用的什么手机？", "en": "@{n} what phone are you using now?"},
        "split": {"zh": "最近换了个新手机", "en": "Got a new phone recently"},
        "report": {"zh": "@{n} 你换了{x}的手机对吧", "en": "@{n} you switched to a {x}, right?"},
        "jl": {"zh": "#接龙 统计一下手机型号，看要备啥充电头",
               "en": "#接龙 phone census, checking which chargers we need"},
        "fill": {"zh": ["老年机一台", "还是旧的那个", "备用机"],
                 "en": ["same old one", "a cheap spare", "work handset only"]},
        "long": {"zh": "拿{x}拍了几张日落", "en": "took some sunset shots on my {x}"},
        "guess": {"zh": "猜猜我新换的手机是啥牌子", "en": "Guess what phone I switched to"},
        "note": {"zh": "备注：{x}充满电了", "en": "Note: {x} fully charged"},
        "around": {"zh": ["手机屏幕又摔了个角", "手机电池越来越不经用"],
                   "en": ["cracked my phone screen again", "phone battery dies by lunchtime"]},
        "passing": {"zh": ["手机一天不充电就没电了", "手机壳该换了"],
                    "en": ["phones are bricks out here without a signal",
                           "need a new phone case"]},
        "kw": {"zh": "谁用的是{x}？", "en": "Who uses a {x}?"},
        "part": {"zh": "{n}现在用什么牌子的手机？", "en": "What phone brand does {n} use now?"},
        "para": {"zh": ["{n}随身带的通讯设备是哪家产的？", "{n}兜里那台机器是什么牌？",
                        "{n}拍照联系家里靠的是哪家货？"],
                 "en": ["Which handset maker does {n} carry?", "Whose device sits in {n}'s pocket?",
                        "What mobile did {n} go for?"]},
        "dq": {"zh": "{n}的手机多少钱买的？", "en": "How much did {n} pay for that handset?"},
        "probe": ["块钱买的", "paid about"],
        "vq": {"zh": "{n}用的是{y}吗？", "en": "Does {n} use a {y}?"},
    },
    "dish": {
        "vals": ["Adobo", "Sinigang", "Lechon", "Pancit", "Kare-kare", "Bulalo", "Dinuguan",
                 "热干面", "螺蛳粉", "肉夹馍", "锅包肉", "小笼包", "酸菜鱼", "羊肉泡馍"],
        "words": ["家乡菜", "home cooking", "hometown dish"],
        "one": {"zh": "最想的家乡菜还是{x}，回家第一顿就吃它",
                "en": "The home cooking I miss most is {x}",
                "mix": "最想的 home cooking 就是{x}"},
        "ask": {"zh": "@{n} 你最想吃哪道家乡菜？",
                "en": "@{n} which hometown dish do you miss most?"},
        "split": {"zh": "最近特别想吃家乡菜", "en": "Missing home cooking like crazy"},
        "report": {"zh": "@{n} 你做梦都想吃{x}吧",
                   "en": "@{n} you keep dreaming about {x}, right?"},
        "jl": {"zh": "#接龙 说说团圆饭第一个想点的家乡菜",
               "en": "#接龙 first hometown dish you'd order for a homecoming dinner"},
        "fill": {"zh": ["妈做的都行", "火锅就完事", "一碗白米饭"],
                 "en": ["anything mom cooks", "just rice and eggs", "a plain bowl of rice"]},
        "long": {"zh": "突然特别想吃{x}", "en": "suddenly craved {x} so badly"},
        "guess": {"zh": "猜猜我最想吃的家乡菜是啥", "en": "Guess the hometown dish I miss most"},
        "note": {"zh": "备注：梦见{x}了", "en": "Note: dreamt about {x}"},
        "around": {"zh": ["又开始想家乡菜了", "外面做不出家乡菜的味道"],
                   "en": ["home cooking withdrawal again",
                          "nothing here tastes like home cooking"]},
        "passing": {"zh": ["家乡菜这东西只能回家吃", "家乡菜的味道外面吃不到"],
                    "en": ["home cooking hits different",
                           "restaurants never get home cooking right"]},
        "kw": {"zh": "谁最想吃{x}？", "en": "Who misses {x} the most?"},
        "part": {"zh": "{n}最想吃的家乡菜是什么？",
                 "en": "Which hometown dish does {n} miss most?"},
        "para": {"zh": ["{n}一回老家头一顿要点什么？", "{n}离家以后最馋哪个味道？",
                        "{n}心心念念的老家吃食是啥？"],
                 "en": ["What will {n} order first when back on land?",
                        "Which flavour from back there does {n} crave?",
                        "What meal from childhood does {n} long for?"]},
        "dq": {"zh": "{n}想吃的那道菜去哪家店吃？", "en": "Which restaurant serves {n} that dish?"},
        "probe": ["那家店", "restaurant near"],
        "vq": {"zh": "{n}最想吃的是{y}吗？", "en": "Does {n} miss {y} most?"},
    },
    "cards": {
        "vals": ["Tongits", "Pusoy", "Cribbage", "Rummy", "Dominoes", "Canasta", "Pinochle",
                 "掼蛋", "斗地主", "跑得快", "四国军棋", "飞行棋", "够级", "红十"],
        "words": ["牌", "棋", "card"],
        "one": {"zh": "晚上在餐厅玩{x}，又赢了", "en": "Won again at {x} in the mess after dinner",
                "mix": "餐厅的 {x} 局，I won again"},
        "ask": {"zh": "@{n} 你们晚上在餐厅打的什么牌？",
                "en": "@{n} what do you guys play in the mess after dinner?"},
        "split": {"zh": "晚上又在餐厅开了一桌牌", "en": "Cards in the mess again after dinner"},
        "report": {"zh": "@{n} 听说你{x}打得最好",
                   "en": "@{n} heard you're the best at {x} on board"},
        "jl": {"zh": "#接龙 周六餐厅比赛，报名写上玩啥",
               "en": "#接龙 Saturday mess tournament, sign up with your game"},
        "fill": {"zh": ["看热闹", "我当裁判", "端茶倒水"],
                 "en": ["just watching", "I'll keep score", "bringing snacks"]},
        "long": {"zh": "晚饭后打了两个钟头{x}", "en": "played {x} for two hours after dinner"},
        "guess": {"zh": "猜猜我们餐厅最近流行玩什么牌",
                  "en": "Guess which card game has taken over the mess"},
        "note": {"zh": "备注：待会{x}我坐庄", "en": "Note: dealing {x} later"},
        "around": {"zh": ["打牌又输了两包烟", "餐厅那副牌该换了"],
                   "en": ["lost at cards again", "the deck in the mess is falling apart"]},
        "passing": {"zh": ["打牌别吵到睡觉的人", "牌桌上输了别急眼"],
                    "en": ["cards are what keeps us sane out here",
                           "somebody took the card deck from the mess"]},
        "kw": {"zh": "谁爱玩{x}？", "en": "Who plays {x}?"},
        "part": {"zh": "{n}晚上在餐厅玩什么牌？",
                 "en": "What card game does {n} play in the mess?"},
        "para": {"zh": ["{n}休息时候跟人比划的是哪种桌游？", "{n}拿手的娱乐是哪一种？",
                        "{n}闲了跟同事较劲的玩法叫啥？"],
                 "en": ["Which pastime does {n} compete at with shipmates?",
                        "What does {n} shuffle for fun?",
                        "Which tabletop pastime is {n} good at?"]},
        "dq": {"zh": "{n}打牌一局赌多少？", "en": "What stakes does {n} play for?"},
        "probe": ["一局赌", "stakes"],
        "vq": {"zh": "{n}平时玩{y}吗？", "en": "Does {n} play {y}?"},
    },
    "fitness": {
        "vals": ["Kettlebell", "Burpees", "Pilates", "Deadlifts", "Calisthenics", "Zumba",
                 "Shadowboxing", "跳绳", "八段锦", "太极拳", "俯卧撑", "哑铃", "平板支撑", "瑜伽"],
        "words": ["锻炼", "健身", "workout", "exercise"],
        "one": {"zh": "每天下班练半小时{x}，肚子小了一圈",
                "en": "Doing {x} for half an hour every day, feeling great",
                "mix": "每天 {x} 半小时，workout 不能停"},
        "ask": {"zh": "@{n} 你在船上怎么锻炼？", "en": "@{n} how do you keep fit on board?"},
        "split": {"zh": "最近在船上坚持锻炼", "en": "Been keeping up a workout routine on board"},
        "report": {"zh": "@{n} 你天天在练{x}是吧", "en": "@{n} you do {x} every day, right?"},
        "jl": {"zh": "#接龙 健身房排个班，写上你练啥", "en": "#接龙 gym rota, put your workout"},
        "fill": {"zh": ["散步就行", "躺平", "跑步机"],
                 "en": ["walking laps on deck", "rest days only", "treadmill"]},
        "long": {"zh": "在健身房练了一会儿{x}", "en": "squeezed in some {x} in the gym"},
        "guess": {"zh": "猜猜我最近迷上了什么锻炼", "en": "Guess what workout I'm into now"},
        "note": {"zh": "备注：{x}练了四十分钟", "en": "Note: forty minutes of {x} done"},
        "around": {"zh": ["今天练完腿都软了", "船晃得没法锻炼"],
                   "en": ["legs are jelly after the workout", "too rough to exercise today"]},
        "passing": {"zh": ["健身房的跑步机又坏了", "锻炼完去洗个澡舒服"],
                    "en": ["the treadmill in the gym is broken again",
                           "exercise is the highlight of my day"]},
        "kw": {"zh": "谁在练{x}？", "en": "Who does {x}?"},
        "part": {"zh": "{n}在船上怎么锻炼？", "en": "How does {n} keep fit on board?"},
        "para": {"zh": ["{n}保持身材靠什么运动？", "{n}出汗的项目是哪样？",
                        "{n}天天坚持的体能活动是什么？"],
                 "en": ["What training does {n} stick to?", "Which sport makes {n} sweat?",
                        "How does {n} stay in shape?"]},
        "dq": {"zh": "{n}练这个是跟谁学的？", "en": "Who taught {n} that routine?"},
        "probe": ["跟着视频学", "taught me"],
        "vq": {"zh": "{n}是在练{y}吗？", "en": "Does {n} do {y}?"},
    },
    "singer": {
        "vals": ["Eraserheads", "Adele", "Coldplay", "Bon Jovi", "Ben&Ben", "Westlife",
                 "Air Supply", "周杰伦", "邓紫棋", "刀郎", "李健", "五月天", "毛不易", "赵雷"],
        "words": ["歌", "music", "song", "playlist", "headphones", "耳机"],
        "one": {"zh": "戴上耳机听{x}，一天的累都没了",
                "en": "Nothing beats {x} in my headphones after a long day",
                "mix": "耳机里循环{x}，playlist 全是这个"},
        "ask": {"zh": "@{n} 你耳机里天天放谁的歌？",
                "en": "@{n} who's on repeat in your headphones?"},
        "split": {"zh": "最近耳机里一直循环一个歌手",
                  "en": "One artist on repeat in my headphones"},
        "report": {"zh": "@{n} 你天天听{x}吧", "en": "@{n} you play {x} all day, don't you?"},
        "jl": {"zh": "#接龙 周六唱歌之夜，写上你要唱谁的歌",
               "en": "#接龙 karaoke night, put your artist"},
        "fill": {"zh": ["我不唱，听着", "随便来首老歌", "合唱就行"],
                 "en": ["I'll just listen", "any old song", "duets only"]},
        "long": {"zh": "边干活边听{x}", "en": "listened to {x} while doing chores"},
        "guess": {"zh": "猜猜我耳机里天天放的是谁", "en": "Guess who's on repeat in my headphones"},
        "note": {"zh": "备注：耳机里是{x}", "en": "Note: {x} in my headphones"},
        "around": {"zh": ["耳机坏了一边没声", "听歌听到睡着"],
                   "en": ["one earbud died", "fell asleep with music on"]},
        "passing": {"zh": ["点歌机的话筒又没电了", "这首歌船上人人会唱"],
                    "en": ["the karaoke machine needs new songs",
                           "music makes the day go faster"]},
        "kw": {"zh": "谁爱听{x}？", "en": "Who listens to {x}?"},
        "part": {"zh": "{n}耳机里常听谁的歌？", "en": "Whose songs does {n} listen to?"},
        "para": {"zh": ["{n}最喜欢哪位唱将？", "{n}追的是哪个乐坛的人？", "{n}偏爱的嗓音属于谁？"],
                 "en": ["Which performer does {n} love?", "Who is {n}'s favourite vocalist?",
                        "Which band or artist is {n} a fan of?"]},
        "dq": {"zh": "{n}看过那位歌手的现场吗？", "en": "Has {n} seen that act perform live?"},
        "probe": ["看过现场", "saw them live"],
        "vq": {"zh": "{n}爱听{y}吗？", "en": "Is {n} a fan of {y}?"},
    },
    "drink": {
        "vals": ["Lipton", "Twinings", "Milo", "Nescafe", "Kopiko", "Ovaltine", "Yakult",
                 "铁观音", "龙井", "普洱", "大红袍", "碧螺春", "六安瓜片", "茉莉花茶"],
        "words": ["茶", "喝", "drink", "tea", "coffee"],
        "one": {"zh": "这次带了两斤{x}，值班就靠它提神",
                "en": "Brought two kilos of {x} to get me through the watches",
                "mix": "带了两罐{x}，watch 的时候全靠它"},
        "ask": {"zh": "@{n} 你值班喝什么提神？", "en": "@{n} what do you drink to stay awake?"},
        "split": {"zh": "值班提神全靠喝的", "en": "Can't get through a shift without my drink"},
        "report": {"zh": "@{n} 你那罐{x}还剩多少", "en": "@{n} how much {x} have you got left?"},
        "jl": {"zh": "#接龙 靠港采购饮料，写上要喝啥",
               "en": "#接龙 drinks order for the next port"},
        "fill": {"zh": ["白开水就行", "来箱可乐", "不用了"],
                 "en": ["just water", "a crate of cola", "nothing, thanks"]},
        "long": {"zh": "泡了一大杯{x}", "en": "made a big mug of {x}"},
        "guess": {"zh": "猜猜我值班喝的是啥", "en": "Guess what I drink on watch"},
        "note": {"zh": "备注：{x}泡上了", "en": "Note: mug of {x} ready"},
        "around": {"zh": ["茶叶快喝完了", "提神的东西得靠港再买"],
                   "en": ["almost out of my drink stash", "need caffeine badly"]},
        "passing": {"zh": ["船上的咖啡机又坏了", "喝太多茶睡不着"],
                    "en": ["the coffee machine is broken again", "too much tea keeps me up"]},
        "kw": {"zh": "谁带了{x}上船？", "en": "Who brought {x} aboard?"},
        "part": {"zh": "{n}值班喝什么提神？", "en": "What does {n} drink to stay awake?"},
        "para": {"zh": ["{n}熬夜时杯子里装的是啥？", "{n}犯困时靠哪种饮品撑着？",
                        "{n}困了端起来的是哪样？"],
                 "en": ["What is in {n}'s mug during the small hours?",
                        "Which beverage keeps {n} alert?", "What does {n} sip when sleepy?"]},
        "dq": {"zh": "{n}那罐是在哪家茶庄买的？", "en": "Where did {n} buy that stash?"},
        "probe": ["茶庄", "bought it at"],
        "vq": {"zh": "{n}喝的是{y}吗？", "en": "Does {n} drink {y}?"},
    },
    "book": {
        "vals": ["Dune", "Shogun", "Papillon", "Rebecca", "Atonement", "Ulysses", "Sapiens",
                 "平凡的世界", "红高粱", "围城", "白鹿原", "边城", "三体", "明朝那些事儿"],
        "words": ["书", "读", "book", "read"],
        "one": {"zh": "最近睡前在读{x}，越看越上头",
                "en": "Reading {x} before bed, can't put it down",
                "mix": "睡前在读{x}，really good"},
        "ask": {"zh": "@{n} 最近在看什么书？", "en": "@{n} what are you reading these days?"},
        "split": {"zh": "闲了又开始读书了", "en": "Picked up a book again to pass the time"},
        "report": {"zh": "@{n} 你最近在啃{x}吧", "en": "@{n} you're reading {x}, right?"},
        "jl": {"zh": "#接龙 书单接龙，写上你在读的书",
               "en": "#接龙 book list, what is everyone reading"},
        "fill": {"zh": ["没带书", "只有杂志", "电子书"],
                 "en": ["no books, sorry", "magazines only", "ebooks only"]},
        "long": {"zh": "睡前读了两章{x}", "en": "read two chapters of {x}"},
        "guess": {"zh": "猜猜我最近在读哪本书", "en": "Guess which book I'm reading"},
        "note": {"zh": "备注：{x}读到一半了", "en": "Note: halfway through {x}"},
        "around": {"zh": ["书看到一半看不下去了", "读书读着就睡着了"],
                   "en": ["stuck in the middle of my book", "fell asleep reading again"]},
        "passing": {"zh": ["好久没买新书了", "读书比刷手机强"],
                    "en": ["need new books to read", "reading beats scrolling"]},
        "kw": {"zh": "谁在读{x}？", "en": "Who is reading {x}?"},
        "part": {"zh": "{n}最近在读什么书？", "en": "Which book is {n} reading?"},
        "para": {"zh": ["{n}睡觉前翻的是哪部作品？", "{n}枕头边放的是哪本？",
                        "{n}手上那部小说叫什么？"],
                 "en": ["What novel lies by {n}'s pillow?", "Which title is {n} partway through?",
                        "What story does {n} turn pages of at bedtime?"]},
        "dq": {"zh": "{n}那本书是谁送的？", "en": "Who gave {n} that volume?"},
        "probe": ["送给我的", "gift from"],
        "vq": {"zh": "{n}在读{y}吗？", "en": "Is {n} reading {y}?"},
    },
    "pet": {
        "vals": ["Bantay", "Chico", "Kulot", "Biscuit", "Nacho", "Bruno", "Snowy",
                 "旺财", "豆包", "大黄", "团子", "小黑", "煤球", "阿福"],
        "words": ["狗", "dog", "pet"],
        "one": {"zh": "家里的狗叫{x}，视频里见了我就摇尾巴",
                "en": "Our dog {x} still barks at me on video calls",
                "mix": "家里的 dog 叫{x}，超级黏人"},
        "ask": {"zh": "@{n} 你家狗叫什么名字？", "en": "@{n} what's your dog's name?"},
        "split": {"zh": "视频里又看到家里的狗了", "en": "Saw our dog on the video call"},
        "report": {"zh": "@{n} 你家狗是叫{x}吧", "en": "@{n} your dog is called {x}, right?"},
        "jl": {"zh": "#接龙 晒晒家里的毛孩子，写上名字", "en": "#接龙 pets at home, names please"},
        "fill": {"zh": ["没养", "养了条鱼", "只有仓鼠"],
                 "en": ["no pets", "just a goldfish", "a hamster"]},
        "long": {"zh": "视频里{x}一直在叫", "en": "{x} kept barking on the video call"},
        "guess": {"zh": "猜猜我家狗叫啥", "en": "Guess my dog's name"},
        "note": {"zh": "备注：{x}在家挺乖", "en": "Note: {x} behaving at home"},
        "around": {"zh": ["家里的狗又胖了", "狗在家拆了个沙发"],
                   "en": ["the dog got fat while I'm away", "dog chewed the sofa at home"]},
        "passing": {"zh": ["养宠物真费心", "看别人家的狗好羡慕"],
                    "en": ["pets are expensive", "dogs on video calls are the best"]},
        "kw": {"zh": "谁家的狗叫{x}？", "en": "Whose dog is called {x}?"},
        "part": {"zh": "{n}家里的狗叫什么？", "en": "What is {n}'s dog called?"},
        "para": {"zh": ["{n}养的那只毛孩子怎么称呼？", "{n}屋里那条汪星人叫啥？",
                        "{n}留守在老家的宠物名字是？"],
                 "en": ["How does {n} address the four-legged friend back home?",
                        "What do they call {n}'s furry companion?",
                        "What name does {n}'s puppy answer to?"]},
        "dq": {"zh": "{n}家的狗几岁了？", "en": "How old is {n}'s dog?"},
        "probe": ["岁了", "years old"],
        "vq": {"zh": "{n}家狗叫{y}吗？", "en": "Is {n}'s dog named {y}?"},
    },
    "game": {
        "vals": ["Mobile Legends", "Candy Crush", "Clash Royale", "Subway Surfers", "Hay Day",
                 "Wordscapes", "Township",
                 "王者荣耀", "开心消消乐", "羊了个羊", "蛋仔派对", "金铲铲", "和平精英",
                 "植物大战僵尸"],
        "words": ["游戏", "game"],
        "one": {"zh": "下了班就打{x}，离线模式也能玩",
                "en": "Playing {x} every spare minute",
                "mix": "下班就开{x}，offline 也能玩"},
        "ask": {"zh": "@{n} 你手机上玩的什么游戏？", "en": "@{n} what game is on your phone?"},
        "split": {"zh": "没网的时候就玩手机游戏", "en": "Phone games are my offline lifeline"},
        "report": {"zh": "@{n} 你天天刷{x}吧", "en": "@{n} you're hooked on {x}, right?"},
        "jl": {"zh": "#接龙 手游组队，写上你玩的游戏",
               "en": "#接龙 phone game squad, list your game"},
        "fill": {"zh": ["不玩游戏", "偶尔玩玩", "只玩单机的"],
                 "en": ["not a gamer", "whatever's free", "solitaire only"]},
        "long": {"zh": "玩了一会儿{x}", "en": "played a bit of {x}"},
        "guess": {"zh": "猜猜我最近在玩什么游戏", "en": "Guess which phone game I'm addicted to"},
        "note": {"zh": "备注：{x}又过了一关", "en": "Note: cleared another level of {x}"},
        "around": {"zh": ["游戏没网登不上", "玩游戏玩到手机发烫"],
                   "en": ["game won't load without data", "gaming till my phone overheats"]},
        "passing": {"zh": ["没网的时候游戏也没意思", "游戏别开太久费流量"],
                    "en": ["games eat the data quota", "offline games are a lifesaver"]},
        "kw": {"zh": "谁在手机上玩{x}？", "en": "Who plays {x} on the phone?"},
        "part": {"zh": "{n}手机上玩什么游戏？", "en": "What game does {n} play on the phone?"},
        "para": {"zh": ["{n}用掌上设备消遣时打的是哪款？", "{n}闯关上瘾的是哪一个？",
                        "{n}打发时间的小程序叫啥？"],
                 "en": ["Which app keeps {n} tapping for hours?", "What does {n} level up in?",
                        "Which mobile title has {n} addicted?"]},
        "dq": {"zh": "{n}那个游戏打到多少级了？", "en": "What rank has {n} reached in it?"},
        "probe": ["打到了", "reached rank"],
        "vq": {"zh": "{n}在玩{y}吗？", "en": "Does {n} play {y}?"},
    },
    "hobby": {
        "vals": ["Origami", "Sudoku", "Whittling", "Harmonica", "Ukulele", "Crochet", "Macrame",
                 "十字绣", "钩针", "书法", "剪纸", "魔方", "葫芦丝", "素描"],
        "words": ["爱好", "手工", "hobby"],
        "one": {"zh": "业余时间在学{x}，已经有点样子了",
                "en": "Picked up {x} in my spare time, getting decent",
                "mix": "空闲时间在学{x}，slowly getting better"},
        "ask": {"zh": "@{n} 你空闲时间都干点啥？", "en": "@{n} what do you do in your spare time?"},
        "split": {"zh": "最近找了个新爱好", "en": "Found a new hobby lately"},
        "report": {"zh": "@{n} 你最近迷上{x}了吧", "en": "@{n} you've got into {x}, haven't you?"},
        "jl": {"zh": "#接龙 线上才艺展示报名，写上你的爱好",
               "en": "#接龙 talent show sign-up, list your hobby"},
        "fill": {"zh": ["我负责鼓掌", "没啥才艺", "当观众"],
                 "en": ["cheering only", "no talent here", "audience"]},
        "long": {"zh": "练了一个钟头{x}", "en": "spent an hour on {x}"},
        "guess": {"zh": "猜猜我新找的爱好是啥", "en": "Guess my new hobby"},
        "note": {"zh": "备注：{x}有进步", "en": "Note: {x} is getting better"},
        "around": {"zh": ["新爱好坚持不下去了", "手工做到眼睛都花了"],
                   "en": ["my hobby is testing my patience", "hobby time got cut short again"]},
        "passing": {"zh": ["有个爱好日子过得快", "找点事做才不闷"],
                    "en": ["everyone needs a hobby", "hobbies keep the days moving"]},
        "kw": {"zh": "谁在学{x}？", "en": "Who is learning {x}?"},
        "part": {"zh": "{n}空闲时间有什么爱好？", "en": "What hobby does {n} have?"},
        "para": {"zh": ["{n}下了班捣鼓的是什么玩意？", "{n}闲暇时钻研的是哪门技艺？",
                        "{n}自学的那门活是啥？"],
                 "en": ["What craft is {n} practising off duty?",
                        "Which pastime is {n} teaching themself?",
                        "What skill occupies {n}'s free evenings?"]},
        "dq": {"zh": "{n}学这个多久了？", "en": "How long has {n} been at it?"},
        "probe": ["学了快", "months now"],
        "vq": {"zh": "{n}在学{y}吗？", "en": "Is {n} learning {y}?"},
    },
}
KINDS = list(TOPICS)
CREW_TOPICS = ("noodles", "cards", "fitness", "drink")  # the others are anyone's


def _eligible(kind: str, m: str) -> bool:
    return kind not in CREW_TOPICS or m in CREW


# -- the shapes' own lines ---------------------------------------------------------------------
TERSE = {"zh": ["{x}", "{x}吧", "就{x}呗", "{x}啊", "是{x}"],
         "en": ["{x}", "{x} mostly", "{x} haha", "It's {x}", "{x}, always"],
         "mix": ["{x} 吧 haha", "就是{x} lol", "{x} 啊, always"]}
LATE = {"zh": ["@{a} 刚看到，{x}", "@{a} 才下班看到，{x}", "@{a} 刚有网，{x}"],
        "en": ["@{a} just saw this, {x}", "@{a} sorry, was on duty. {x}",
               "@{a} only got data now, {x}"],
        "mix": ["@{a} 刚看到 sorry，{x}", "@{a} 才有 signal，{x}"]}
CONFIRM = {"zh": ["对的", "哈哈是的", "你咋知道的", "没错"], "en": ["yep", "haha yes", "guilty",
                                                       "true"]}
CORRECT = {"zh": "说错了，是{x}，不是{y}", "en": "Oops, {x}, not {y}",
           "mix": "说错了 sorry，{x} not {y}"}
CORRECT_LATE = {"zh": "上次说错了，是{x}不是{y}", "en": "Correction from earlier: {x}, not {y}",
                "mix": "上次说错了，correction: {x} not {y}"}
SECOND = {"zh": ["{x}", "是{x}", "{x}哈哈"], "en": ["{x}", "It's {x}", "{x} haha"],
          "mix": ["是{x} haha", "{x} 哈哈 lol"]}
PUSH = {"zh": "然后呢？", "en": "and?"}
GUESSED = {"zh": ["是不是{y}？", "{y}吧", "我猜{y}"], "en": ["{y}?", "I bet {y}", "{y} for sure"]}
REVEAL = {"zh": "哈哈不对，{x}！", "en": "Nope, {x}!", "mix": "哈哈 nope，{x}！"}
JL_TAIL = {"zh": ["", "，谢谢"], "en": ["", " please"]}
LONG = {"zh": ["今天上午跟着水手长在甲板上敲锈", "下午又搞了一次消防演习", "晚饭是红烧肉和土豆丝",
               "风浪不算大船也不怎么晃", "网速还行能发几张图片", "明天一早还得起来干活"],
        "en": ["chipped rust with the bosun all morning", "had a fire drill in the afternoon",
               "dinner was pork stew and rice", "the sea was calm for once",
               "the link was fast enough for a few photos", "early start again tomorrow"]}
LONG_ASHORE = {"zh": ["今天上午去菜市场买了菜", "下午带孩子去了公园", "晚饭做了三个菜",
                      "天气闷热一直在下雨",
                      "跟船上视频了十分钟", "明天还要早起上班"],
               "en": ["went to the market in the morning", "took the kids to the park",
                      "cooked three dishes for dinner", "it rained all afternoon",
                      "had a short video call with the ship", "early start again tomorrow"]}

# -- the layout's cards -------------------------------------------------------------------------
ARRIVE = {"zh": "【到港】{d} · {port} · {term} · 靠泊 {at} · 预计开航 {d2} {at2}",
          "en": "[In port] {d} · {port} · {term} · all fast {at} · sailing {d2} {at2}"}
QUOTA_CARD = {"zh": "【流量】{d} · 本周已用{u}M/{q}M · 剩{r}M · 船位 {lat} {lon}",
              "en": "[Data] {d} · used {u} of {q} MB this week · {r} MB left · at {lat} {lon}"}
NOTE_HEAD = {"zh": "备注：", "en": "Note: "}
CARD_NOTE = {"zh": ["先去码头超市", "洗衣房排队中", "终于能视频了", "补觉", "上岸买电话卡",
                    "下午卸完", "今天风大", "省着点用", "图片先不发了", "等下个港"],
             "en": ["laundry first", "video call time", "need sleep", "seamen's club later",
                    "buying a SIM card", "saving data", "no photos this week", "rough day"]}
ARRIVE_RE = re.compile(r"^(?:【到港】(\d+)月(\d+)日 · (\S+) · (.+?) · 靠泊 (\d\d:\d\d) · 预计开航 "
                       r"(\d+)月(\d+)日 (\d\d:\d\d)|\[In port\] (\w+) (\d+) · (.+?) · (.+?) · "
                       r"all fast (\d\d:\d\d) · sailing (\w+) (\d+) (\d\d:\d\d))(?:\n|$)")
QUOTA_RE = re.compile(r"^(?:【流量】(\d+)月(\d+)日 · 本周已用(\d+)M/(\d+)M · 剩(\d+)M · 船位 "
                      r"([NS])(\d+)°(\d+)′ ([EW])(\d+)°(\d+)′|\[Data\] (\w+) (\d+) · used "
                      r"(\d+) of (\d+) MB this week · (\d+) MB left · at ([NS])(\d+)°(\d+)′ "
                      r"([EW])(\d+)°(\d+)′)"
                      r"(?:\n|$)")
WHERE_ASK = {"zh": ["@{c} 到哪了？", "@{c} 现在船到哪了", "@{c} 你们走到哪了"],
             "en": ["@{c} where's the ship now?", "@{c} where are you guys now?"]}
WHERE_RE = re.compile(r"^(?:@\S+ )?(?:在(\S+?)靠着呢|在(\S+?)锚地等着|(\S+?)到(\S+?)的路上，"
                      r"还有(\d+)个小时|alongside in (.+)|at anchor off (.+)|between (.+?) and "
                      r"(.+?), (\d+) hours to go)$")
ON_WATCH = {"zh": "{c}在值班，下了班回你", "en": "{c} is on watch, will answer after"}
ON_WATCH_RE = re.compile(r"^(\S+?)(?:在值班，下了班回你| is on watch, will answer after)$")

# -- the ordinary talk ---------------------------------------------------------------------------
# (Chinese, English, mixed) openers by what the speaker is doing; {a}..{e} numbers
OPEN: dict[str, list[tuple[str, str, str]]] = {
    "sea": [
        ("今天浪有{a}米，晃得睡不着", "Swell is {a} meters today, can't sleep",
         "今天 swell {a}米，晃得不行"),
        ("又要拨钟了，今晚少睡一小时", "Clocks change again tonight, one hour less sleep",
         "今晚又 change clock，少睡一小时"),
        ("网速慢得像蜗牛，图片半天发不出去", "Link is crawling, photos won't send",
         "网又卡了，photo 发不出去"),
        ("下午弃船演习，穿着救生衣站了半小时", "Abandon ship drill this afternoon, half an hour "
         "in lifejackets", "下午 drill，救生衣穿了半小时"),
        ("机舱里{b}度，热死了", "Engine room is {b} degrees", "机舱 {b} degrees，热炸了"),
        ("今天航速{c}节", "Making {c} knots today", "今天 {c} knots，还行"),
        ("甲板上敲锈敲了一下午", "Chipping rust on deck all afternoon", "敲锈一下午，hands 都麻了"),
        ("又看见飞鱼了[图片]", "Flying fish all over the bow [图片]", "好多 flying fish [图片]"),
        ("驾驶台看日落[图片]", "Sunset from the bridge wing [图片]", "bridge 上的日落 [图片]"),
        ("天天在海上都分不清周几", "Lost track of what day it is", "在海上 lose track 了都"),
        ("船摇得厉害，东西掉了一地", "Rolling hard, stuff all over the cabin",
         "rolling 得厉害，东西掉一地"),
        ("离下个港还有{d}天", "{d} days to the next port", "还有 {d} days 到港"),
        ("本周流量快用完了，省着点", "Data almost gone for the week", "本周 data 快没了"),
        ("今天厨房做了饺子，{e}个都吃完了", "Galley made dumplings, I had {e}",
         "今天有 dumplings，吃了{e}个"),
        ("主机保养搞了一天", "Main engine maintenance all day", "main engine 保养了一天"),
    ],
    "port": [
        ("终于有信号了！", "Finally a signal!", "终于有 signal 了！"),
        ("今天装卸{e}百个箱，明天开", "{e} hundred moves to work, sailing tomorrow",
         "{e}百 moves，明天开船"),
        ("下地去超市买了点水果", "Went ashore for fruit and snacks", "上岸买了点 fruit"),
        ("码头的4G真快，视频一点不卡", "Port 4G is so fast, video calls are smooth",
         "port 的网速超快，video 不卡"),
        ("刚跟家里视频完", "Just finished a video call home", "刚 video call 完"),
        ("岸上一个西瓜{b}欧，抢钱啊", "A watermelon ashore is {b} euros, daylight robbery",
         "岸上西瓜 {b} euros，太贵"),
        ("海关上船检查了两个钟头", "Customs on board for two hours", "customs 查了两小时"),
        ("加油加了{a}百吨", "Bunkering {a} hundred tonnes", "bunker 加了{a}百吨"),
        ("下雨停工了，龙门吊都停了", "Rain stopped cargo, cranes idle", "下雨 cranes 都停了"),
        ("去海员俱乐部坐了会儿", "Sat at the seamen's club for a bit", "去了 seamen's club 坐坐"),
    ],
    "home": [
        ("今天{b}度，热得不想出门", "{b} degrees here today, too hot to go out",
         "今天 {b} 度，hot 死了"),
        ("菜价又涨了，一斤肉{b}块", "Prices went up again, {e}0 pesos for a kilo of pork",
         "菜价又涨了，pork {b}块一斤"),
        ("孩子这周学校开运动会", "Kids have sports day at school this week",
         "孩子学校 sports day"),
        ("晚饭做了红烧鱼", "Cooked fish for dinner", "晚饭做了 fish"),
        ("楼下超市打折，买了一堆", "Supermarket sale, stocked up", "超市 sale，买了好多"),
        ("今天下了一天雨", "Raining all day here", "下了一天 rain"),
        ("小区停电了{c}个小时", "Power cut for {c} hours today", "停电 {c} hours，难受"),
        ("带孩子去打了疫苗", "Took the kids for their shots", "带孩子打 vaccine"),
        ("堵车堵了{d}分钟", "Traffic took {d} minutes today", "traffic 堵了{d}分钟"),
        ("今天去看了爸妈", "Visited the parents today", "今天去看了 parents"),
    ],
    "office": [
        ("下个月的换班名单发群文件了", "Next month's crew change list is in the group files",
         "crew change list 发群文件了"),
        ("工资这周五到账", "Wages go out this Friday", "salary 周五到账"),
        ("公司发了新的安全通告，大家看一下", "New safety bulletin from the office, please read",
         "新的 safety bulletin，大家看一下"),
        ("体检预约记得提前{d}天", "Book medicals {d} days ahead please", "medical 提前{d}天约"),
        ("海员心理热线二十四小时都有人", "Seafarer helpline is open around the clock",
         "helpline 二十四小时都有人"),
        ("下个港口的海员中心有免费网络", "The seafarers' centre at the next port has free "
         "internet", "下个港的 seafarers' centre 有免费网络"),
        ("福利问卷这周截止", "Welfare survey closes this week", "welfare 问卷这周截止"),
        ("今天办公室{b}度，空调坏了", "Office aircon broke, {b} degrees in here",
         "办公室 aircon 坏了，{b}度"),
    ],
}
REPLY = {"zh": ["哈哈哈", "+1", "辛苦了", "注意安全", "[表情]", "我这边也是", "[图片]", "顶住",
                "慢慢熬吧", "真的假的", "厉害", "666", "哈哈哈哈哈", "收到"],
         "en": ["lol", "+1", "stay safe", "same here", "haha", "[图片]", "hang in there", "no way",
                "👍", "nice", "oh man", "noted"],
         "mix": ["哈哈 same", "stay safe 啊", "真的 lol", "ok 收到", "nice 啊", "辛苦 bro",
                 "haha 笑死", "666 nice"]}
MORNING = {"zh": ["早", "早啊", "早上好"], "en": ["Morning all", "Good morning"],
           "mix": ["早 morning"]}
NIGHT = {"zh": ["晚安", "睡了晚安"], "en": ["Night all", "Good night"], "mix": ["晚安 night"]}
MORNING_RE = re.compile(r"^(?:早|早啊|早上好|Morning all|Good morning|早 morning)$")
NIGHT_RE = re.compile(r"^(?:晚安|睡了晚安|Night all|Good night|晚安 night)$")
PING = {"zh": ("@{m} 在吗？", "在"), "en": ("@{m} you there?", "here")}
QUOTE = re.compile(r"^\[回复 [^：\]]+：[^\n]*\]\n")
MENTION = re.compile(r"@(\S+)")
PAST = re.compile(r"说过|之前|谁|那天|昨天|上次|刚才|记得|以前|\b(?:said|who|before|yesterday|"
                  r"did|was|last|earlier|remember|ago|told)\b", re.IGNORECASE)

# -- never said ------------------------------------------------------------------------------
EVENTS = [
    ("谁在港口纹了身？", "Who got a tattoo in port?", "纹身", "tattoo"),
    ("谁掉进海里了？", "Who fell overboard?", "掉进海", "overboard"),
    ("谁在岸上被偷了钱包？", "Whose wallet was stolen ashore?", "钱包", "wallet"),
    ("谁中了彩票？", "Who won the lottery?", "彩票", "lottery"),
    ("谁求婚了？", "Who proposed to their partner?", "求婚", "proposed"),
    ("谁钓到了金枪鱼？", "Who caught a tuna?", "金枪鱼", "tuna"),
    ("谁的护照过期了？", "Whose passport expired?", "护照", "passport"),
    ("谁被海关罚款了？", "Who was fined by customs?", "罚款", "fined"),
    ("谁在船上过了生日？", "Who had a birthday on board?", "生日", "birthday"),
    ("谁晕船吐了？", "Who got seasick?", "晕船", "seasick"),
    ("谁把手机掉海里了？", "Whose phone went into the sea?", "掉海里", "into the sea"),
    ("谁被提拔了？", "Who got promoted?", "提拔", "promoted"),
    ("谁看到了鲸鱼？", "Who spotted a whale?", "鲸鱼", "whale"),
    ("谁买了金项链？", "Who bought a gold necklace?", "项链", "necklace"),
    ("谁得了新冠？", "Who caught covid?", "新冠", "covid"),
    ("谁家添了二胎？", "Whose family had a newborn?", "二胎", "newborn"),
    ("谁考下了适任证书？", "Who passed the licence exam?", "证书", "licence"),
    ("谁被狗咬了？", "Who got bitten by a dog?", "咬了", "bitten"),
]
CHATTER = [
    "帮我把“请放下引航梯”翻译成英文", "一海里等于多少公里？", "给我写一段给女儿的生日祝福",
    "苏伊士运河有多长？", "怎么跟港口代理说我们需要淡水？", "推荐几部适合离线看的纪录片",
    "船晃得厉害时吃什么比较好？", "帮我算一下 17 节跑 2400 海里要几天", "用英语怎么说“舱盖漏水”？",
    "给我讲个笑话", "失眠怎么办？", "写一首关于大海的短诗", "怎么跟孩子解释爸爸要出海半年？",
    "鹿特丹有什么值得逛的地方？", "怎么省手机流量？", "船上适合做的室内运动有哪些？",
    "帮我写个请假条", "高血压饮食要注意什么？", "科伦坡的时区是多少？", "教我几句希腊语问候",
    "怎么腌咸菜？", "给家里写封信，说我一切都好", "倒时差有什么办法？", "中暑了怎么处理？",
    "怎么给长辈发红包比较得体？", "推荐一本适合睡前看的书", "把“吃饭了吗”翻译成菲律宾语",
    "如何写一封邮件问换班时间", "海上看到绿闪是什么原理？", "北大西洋五月的天气怎么样？",
    "海员日是几月几号？", "番茄炒蛋怎么做才好吃？", "腰疼怎么缓解？", "帮我想个个性签名",
    "巴拿马运河和苏伊士运河有什么区别？", "怎么让青菜放得更久？", "用英文写一句母亲节祝福",
    "什么是航海时区？", "明天是星期几？", "怎么防止手机在海上受潮？", "推荐几首适合跑步的歌",
    "帮我润色一下这句话：我很想你们", "安特卫普离布鲁塞尔多远？", "怎么估算一天的油耗？",
    "海员的个税怎么算？", "给我出一道数学题", "怎么缓解想家的情绪？", "怎么教孩子背乘法表？",
    "How do I say 'pilot ladder' in Chinese?", "What's 30 degrees Celsius in Fahrenheit?",
    "Write a short birthday message for my son", "How long is the Suez Canal?",
    "Any tips for sleeping when the ship rolls?", "Translate 'we need fresh water' into Greek",
    "Give me a quick stretching routine for my back", "What's a good way to save mobile data?",
    "Recommend a podcast for long watches", "How many nautical miles is a degree of latitude?",
    "Tell me a joke about sailors", "How do I cook rice without a rice cooker?",
    "What time is it in Manila when it's noon in Hamburg?",
    "Help me write a Mother's Day message for my wife", "What helps with homesickness?",
    "Explain how a satellite dome on a ship works", "What's the Bay of Biscay like in May?",
    "Write a poem about the sea at night", "How do I convert knots to km/h?",
    "How do I fix a squeaky cabin door?", "Give me three easy Greek phrases",
    "What's the capital of Sri Lanka?", "Help me plan a budget for a day ashore",
    "How do I descale a coffee maker?", "What's a healthy snack for a night watch?",
    "How much sleep does an adult need?", "Write a thank-you note to the port chaplain",
    "Can you help me practise English small talk?", "Give me a word puzzle",
    "Suggest a name for a ship's cat", "How do I keep my phone battery healthy?",
    "Tell me something interesting about Malta", "How do tides work?",
    "What is the Plimsoll line?", "How do I say 'thank you' in Dutch?",
    "What does IMO stand for?", "Write a short goodnight message for my kids",
    "帮我查一下 Hamburg 五月的天气", "translate 一下：明天几点开航", "推荐几个 offline 的小游戏",
    "how to say 想你了 in English", "Gibraltar 海峡最窄的地方有多宽？",
    "写个 birthday message 给我老婆",
    "怎么 reset 家里的路由器", "what's 一海里 in meters?", "教我用 Excel 做个记账表",
    "给我一个 15 分钟的 workout 计划",
]


# -- the builder ------------------------------------------------------------------------------
STOP = {"a", "an", "the", "of", "to", "on", "in", "is", "are", "for", "and", "do", "does", "did",
        "what", "which", "who", "whose", "how", "with", "their", "they", "has", "have", "at",
        "by", "from", "that", "this", "it", "its", "s", "be", "when", "where", "as", "or", "up",
        "into", "about", "after", "back", "there", "most", "first", "lately"}


def _fmt_date(t: float, off: int, lang: str) -> str:
    import datetime as dt

    d = dt.datetime.fromtimestamp(t + off * HOUR, dt.timezone.utc)
    return f"{d.month}月{d.day}日" if lang == "zh" else f"{MONTHS[d.month - 1]} {d.day}"


def _fmt_hm(t: float, off: int) -> str:
    m = int(((t + off * HOUR) % DAY) // MINUTE)
    return f"{m // 60:02d}:{m % 60:02d}"


def _fmt_pos(lat: float, lon: float) -> tuple[str, str]:
    a, b = divmod(round(abs(lat) * 60), 60)
    c, e = divmod(round(abs(lon) * 60), 60)
    return (f"{'N' if lat >= 0 else 'S'}{a:02d}°{b:02d}′",
            f"{'E' if lon >= 0 else 'W'}{c:03d}°{e:02d}′")


def _pick(rng: random.Random, who: str, readers: tuple[str, ...] = (),
          allow: tuple[str, ...] = ("zh", "en", "mix")) -> str | None:
    opts = [(lang, p) for lang, p in zip(("zh", "en", "mix"), PEOPLE[who][3], strict=True)
            if p > 0 and lang in allow and all(_reads(r, lang) for r in readers)]
    if not opts:
        return None
    x = rng.random() * sum(p for _, p in opts)
    for lang, p in opts:
        x -= p
        if x <= 0:
            return lang
    return opts[-1][0]


@functools.cache
def _cut_re(extra: tuple[str, ...]) -> re.Pattern[str]:
    words = sorted({c for c in (*extra, *MEMBERS, *PLACES) if c}, key=len, reverse=True)
    return re.compile("|".join(map(re.escape, words)), re.IGNORECASE)


def _cut(text: str, cut: tuple[str, ...]) -> str:
    """The text with the names, the places and `cut` taken out."""
    return _cut_re(tuple(sorted({c for c in cut if c}))).sub(" ", text)


def _plain(text: str) -> str:
    """A line without what has no language: names, places, numbers with their units,
    positions, markers, a reply's quote and a list's earlier lines."""
    text = QUOTE.sub("", text)
    if text.startswith("#接龙"):
        text = text.rsplit("\n", 1)[-1].replace("#接龙", " ")
    text = _cut(text, ())
    text = re.sub(r"[NS]\d+°\d+′|[EW]\d+°\d+′|\[图片\]|\[表情\]|\[In port\]|\[Data\]", " ", text)
    return re.sub(r"\d[\d,.:]*\s*(?:MB|M|G)?", " ", text)


def _lang_of(text: str) -> str:
    zh = bool(re.search(r"[\u4e00-\u9fff]", text))
    en = bool(re.search(r"[A-Za-z]{2,}", text))
    return "mix" if zh and en else "zh" if zh else "en" if en else "none"


def _body_lang(body: str) -> str:
    return _lang_of(_plain(body))


def _fact_lang(line: str, x: str, y: str = "") -> str:
    lang = _lang_of(_plain(_cut(line, (x, y))))
    return _script(x) if lang == "none" else lang


def _lang(q: str, cut: tuple[str, ...]) -> str:
    return _lang_of(_cut(q, cut))


def _content(text: str, cut: tuple[str, ...]) -> tuple[set[str], set[str]]:
    text = _cut(text, cut)
    words = {stem(w) for w in re.findall(r"[a-z]+", text.lower()) if w not in STOP and len(w) > 1}
    return words, pairs(text)


def _shares(q: str, text: str, cut: tuple[str, ...]) -> bool:
    qw, qp = _content(q, cut)
    tw, tp = _content(text, cut)
    return bool(qw & tw or qp & tp)


class _Gen:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.lay = _layout()
        self.recs: list[list[Any]] = []  # [t, who, text, fact or -1, role]
        self.carded: set[tuple[str, float]] = set()

    def say(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        self.recs.append([round(t, 3), who, text, k, role])

    def wins(self, who: str, d: int, mode: str | None = None) -> list[tuple[float, float, str]]:
        a, b = T0 + d * DAY, T0 + (d + 1) * DAY
        out = [w for w in self.lay.wins[who] if a <= w[0] < b and (mode is None or w[2] == mode)]
        self.rng.shuffle(out)
        return out

    def span(self, who: str, a: float, b: float) -> bool:
        """Whether the member is online from `a` to `b` (one window)."""
        w = _window_of(who, a)
        return w is not None and w[1] >= b

    def others(self, t: float, until: float, exclude: set[str]) -> list[str]:
        out = [m for m in MEMBERS if m not in exclude and self.span(m, t, until)]
        self.rng.shuffle(out)
        return out


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Who has which topic, in which shape, with which value (and wrong values)."""
    for _ in range(200):
        facts = _deal(rng)
        if facts is not None:
            return facts
    raise RuntimeError("no facts")


def _deal(rng: random.Random) -> list[dict[str, Any]] | None:
    for _ in range(500):
        cap = dict.fromkeys(KINDS, 7)
        held: list[tuple[str, str]] = []
        for m in sorted(MEMBERS, key=lambda m: (m in CREW, -FACTS_PER[m], rng.random())):
            ks = sorted((k for k in KINDS if _eligible(k, m)),
                        key=lambda k: (-cap[k], rng.random()))[:FACTS_PER[m]]
            if any(cap[k] <= 0 for k in ks):
                break
            for k in ks:
                cap[k] -= 1
                held.append((k, m))
        else:
            if not any(cap.values()):
                break
    else:
        raise RuntimeError("no assignment")
    rng.shuffle(held)
    shapes = [s for s in SHAPES for _ in range(7)]
    rng.shuffle(shapes)

    def bad(i: int) -> bool:
        (k, m), s = held[i], shapes[i]
        if s in ("arrival", "quota") and m not in CREW:
            return True
        if s == "jielong" and k in CREW_TOPICS:
            return True
        if s == "jielong":
            return sum(1 for j, (k2, _) in enumerate(held) if k2 == k and shapes[j] == s) > 1
        return False

    for _ in range(5000):
        wrong = [i for i in range(len(held)) if bad(i)]
        if not wrong:
            break
        i = rng.choice(wrong)
        j = rng.randrange(len(held))
        shapes[i], shapes[j] = shapes[j], shapes[i]
    else:
        raise RuntimeError("no shapes")
    left = {k: {"en": [v for v in tp["vals"] if v.isascii()],
                "zh": [v for v in tp["vals"] if not v.isascii()]} for k, tp in TOPICS.items()}
    for side in left.values():
        for vals in side.values():
            rng.shuffle(vals)
    facts: list[dict[str, Any]] = []
    # the members who read one script first, those with more values to find first
    order = sorted(zip(held, shapes, strict=True),
                   key=lambda p: (len(_writes(p[0][1])) > 1, -(p[1] == "guess"),
                                  -(p[1] == "correction")))
    for (k, m), s in order:
        need = 1 + (s == "correction") + 2 * (s == "guess")
        scripts = [sc for sc in ("zh", "en") if _reads(m, sc) and len(left[k][sc]) >= need]
        if not scripts:
            return None
        sc = max(scripts, key=lambda sc: (len(left[k][sc]), rng.random()))
        f: dict[str, Any] = {"kind": k, "name": m, "uid": QQ[m], "shape": s,
                             "detail": left[k][sc].pop()}
        if s == "correction":
            f["earlier"] = left[k][sc].pop()
        if s == "guess":
            f["guessed"] = [left[k][sc].pop(), left[k][sc].pop()]
        facts.append(f)
    pos = {p: i for i, p in enumerate(held)}
    return sorted(facts, key=lambda f: pos[(f["kind"], f["name"])])


def _t_in(rng: random.Random, w: tuple[float, float, str], room: float) -> float | None:
    """A time in the window with `room` seconds left after it."""
    a, b = w[0] + 30, w[1] - room
    return None if b <= a else rng.uniform(a, b)


def _one(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, tp = f["name"], f["detail"], TOPICS[f["kind"]]
    for w in g.wins(n, d):
        t = _t_in(g.rng, w, 60)
        if t is not None:
            lang = _pick(g.rng, n) or "zh"
            g.say(t, n, tp["one"][lang].format(x=x), k, "evidence")
            return True
    return False


def _answer(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, tp = f["name"], f["detail"], TOPICS[f["kind"]]
    for w in g.wins(n, d):
        t = _t_in(g.rng, w, 6 * MINUTE)
        if t is None:
            continue
        for a in g.others(t, t + 10, _close(n)):
            qlang = _pick(g.rng, a, (n,), ("zh", "en"))
            alang = _pick(g.rng, n, (a,))
            if not _reads(a, _script(x)) or qlang is None or alang is None:
                continue
            q = tp["ask"][qlang].format(n=n)
            at = t + g.rng.uniform(60, min(30 * MINUTE, w[1] - t - 30))
            line = g.rng.choice(TERSE[alang]).format(x=x)
            if f["shape"] == "reply":
                line = f"[回复 {a}：{q}]\n{line}"
            g.say(t, a, q, k, "ask")
            g.say(at, n, line, k, "evidence")
            f["asker"] = a
            return True
    return False


def _late(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, tp = f["name"], f["detail"], TOPICS[f["kind"]]
    askers = [a for a in MEMBERS if a not in _close(n) and _reads(a, _script(x))]
    g.rng.shuffle(askers)
    for a in askers:
        qlang = _pick(g.rng, a, (n,), ("zh", "en"))
        alang = _pick(g.rng, n, (a,))
        if qlang is None or alang is None:
            continue
        for w in g.wins(a, d):
            t = _t_in(g.rng, w, 30)
            if t is None or _online(n, t, 3 * MINUTE) or _online(n, t - 3 * MINUTE):
                continue
            ns = _next_start(n, t)
            if ns is None or not HOUR <= ns - t <= 2 * DAY - 10 * MINUTE:
                continue
            nw = _window_of(n, ns)
            assert nw is not None
            at = ns + g.rng.uniform(30, min(4 * MINUTE, nw[1] - ns - 10))
            g.say(t, a, tp["ask"][qlang].format(n=n), k, "ask")
            g.say(at, n, g.rng.choice(LATE[alang]).format(a=a, x=x), k, "evidence")
            f["asker"] = a
            return True
    return False


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, y, tp = f["name"], f["detail"], f["earlier"], TOPICS[f["kind"]]
    lang = _pick(g.rng, n) or "zh"
    for w in g.wins(n, d):
        t = _t_in(g.rng, w, 16 * MINUTE if g.rng.random() < 0.7 else 30)
        if t is None:
            continue
        if w[1] - t >= 16 * MINUTE:
            at = t + g.rng.uniform(90, 15 * MINUTE)
            line = CORRECT[lang].format(x=x, y=y)
        else:
            ns = _next_start(n, w[1])
            if ns is None or ns - t > 2 * DAY:
                continue
            nw = _window_of(n, ns)
            assert nw is not None
            at = ns + g.rng.uniform(30, min(3 * MINUTE, nw[1] - ns - 10))
            line = CORRECT_LATE[lang].format(x=x, y=y)
        g.say(t, n, tp["one"][lang].format(x=y), k, "earlier")
        g.say(at, n, line, k, "evidence")
        return True
    return False


def _split(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, tp = f["name"], f["detail"], TOPICS[f["kind"]]
    for w in g.wins(n, d):
        t = _t_in(g.rng, w, 3 * MINUTE)
        if t is None:
            continue
        lang = _pick(g.rng, n, (), ("zh", "en")) or "zh"
        lang2 = _pick(g.rng, n) or lang
        g.say(t, n, tp["split"][lang], k, "evidence")
        at = t + g.rng.uniform(20, 70)
        if g.rng.random() < 0.4:
            for m in g.others(t, t + 20, {n}):
                if _reads(m, lang) and lang in _writes(m):
                    g.say(t + g.rng.uniform(6, 15), m, PUSH[lang])
                    break
        g.say(at, n, g.rng.choice(SECOND[lang2]).format(x=x), k, "evidence")
        return True
    return False


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, tp = f["name"], f["detail"], TOPICS[f["kind"]]
    for w in g.wins(n, d):
        t = _t_in(g.rng, w, 4 * MINUTE)
        if t is None:
            continue
        for r in g.others(t, t + 10, _close(n)):
            lang = _pick(g.rng, r, (n,), ("zh", "en"))
            clang = _pick(g.rng, n, (r,), ("zh", "en"))
            if not _reads(r, _script(x)) or lang is None or clang is None:
                continue
            g.say(t, r, tp["report"][lang].format(n=n, x=x), k, "evidence")
            at = t + g.rng.uniform(40, min(20 * MINUTE, w[1] - t - 20))
            g.say(at, n, g.rng.choice(CONFIRM[clang]), k, "confirm")
            f["reporter"] = r
            return True
    return False


def _post_after(g: _Gen, who: str, t: float) -> float | None:
    """When `who` next posts after `t`: minutes on if online, else early in the next window."""
    w = _window_of(who, t + 60)
    if w is not None and w[1] - t > 5 * MINUTE:
        return t + g.rng.uniform(60, min(5 * MINUTE, w[1] - t - 30))
    ns = _next_start(who, t)
    if ns is None:
        return None
    nw = _window_of(who, ns)
    assert nw is not None
    return ns + g.rng.uniform(20, min(4 * MINUTE, nw[1] - ns - 10))


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int, busy: list[str]) -> bool:
    n, x, tp = f["name"], f["detail"], TOPICS[f["kind"]]
    langs = [lang for lang in ("zh", "en") if lang in _writes(n)]
    lang = g.rng.choice(langs)
    heads = [q for q in MEMBERS if q != n and lang in _writes(q) and _eligible(f["kind"], q)]
    g.rng.shuffle(heads)
    for q in heads:
        for w in g.wins(q, d):
            t = _t_in(g.rng, w, 30)
            if t is None:
                continue
            pool = [m for m in MEMBERS if m not in (n, q) and m not in busy
                    and lang in _writes(m) and _eligible(f["kind"], m)]
            g.rng.shuffle(pool)
            entrants = pool[:g.rng.choice((2, 2, 3))]
            if len(entrants) < 2:
                return False
            fills = g.rng.sample(tp["fill"][lang], len(entrants))
            lines = [tp["jl"][lang]]
            posts: list[tuple[float, str, str]] = []
            at: float | None = t
            for m, e in zip(entrants, fills, strict=True):
                at = _post_after(g, m, at)
                if at is None or at - t > 30 * HOUR:
                    break
                lines.append(f"{len(lines)}. {m} {e}")
                posts.append((at, m, "\n".join(lines)))
            else:
                at = _post_after(g, n, at)
                if at is None or at - t > 36 * HOUR:
                    continue
                lines.append(f"{len(lines)}. {n} {x}{g.rng.choice(JL_TAIL[lang])}")
                g.say(t, q, lines[0], k, "request")
                for p_at, m, text in posts:
                    g.say(p_at, m, text, k, "entry")
                g.say(at, n, "\n".join(lines), k, "evidence")
                f["requester"] = q
                f["entries"] = [[m, e] for m, e in zip(entrants, fills, strict=True)]
                return True
    return False


def _long(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, tp = f["name"], f["detail"], TOPICS[f["kind"]]
    for w in g.wins(n, d):
        t = _t_in(g.rng, w, 60)
        if t is None:
            continue
        lang = _pick(g.rng, n, (), ("zh", "en")) or "zh"
        frags = g.rng.sample((LONG if n in CREW else LONG_ASHORE)[lang], 6)
        sep = "，" if lang == "zh" else ", "
        text = sep.join([*frags[:3], tp["long"][lang].format(x=x), *frags[3:]])
        text = text[0].upper() + text[1:] + ("。" if lang == "zh" else ".")
        g.say(t, n, text, k, "evidence")
        return True
    return False


def _guess(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, tp = f["name"], f["detail"], TOPICS[f["kind"]]
    for w in g.wins(n, d):
        t = _t_in(g.rng, w, 13 * MINUTE)
        if t is None:
            continue
        lang = _pick(g.rng, n, (), ("zh", "en")) or "zh"
        at, lines, who = t, [], []
        for y in f["guessed"]:
            at += g.rng.uniform(30, 3.5 * MINUTE)
            cands = [m for m in g.others(at, at + 60, _close(n) | set(who))
                     if _reads(m, lang) and _reads(m, _script(x))]
            if not cands:
                break
            glang = _pick(g.rng, cands[0], (n,), ("zh", "en")) or lang
            lines.append((at, cands[0], g.rng.choice(GUESSED[glang]).format(y=y)))
            who.append(cands[0])
        else:
            g.say(t, n, tp["guess"][lang], k, "open")
            for p_at, m, text in lines:
                g.say(p_at, m, text, k, "guess")
            rlang = _pick(g.rng, n, tuple(who)) or lang
            g.say(at + g.rng.uniform(30, 4 * MINUTE), n, REVEAL[rlang].format(x=x), k, "evidence")
            f["guessers"] = who
            return True
    return False


def _card_lang(g: _Gen, who: str) -> str:
    return _pick(g.rng, who, (), ("zh", "en")) or "zh"


def _arrival_card(g: _Gen, who: str, d: int, note: str | None, lang: str,
                  k: int = -1) -> bool:
    for port, arr, dep in g.lay.stays:
        if port in ("SUZ", "PSD") or (who, arr) in g.carded:
            continue
        if d is not None and _day(arr + HOUR) != d and _day(dep - HOUR) != d:
            continue
        for w in g.lay.wins[who]:
            if w[2] == "4g" and arr + 0.5 * HOUR <= w[0] and w[0] + 4 * MINUTE < min(w[1], dep):
                t = w[0] + g.rng.uniform(60, 3 * MINUTE)
                if d is not None and _day(t) != d:
                    continue
                o1, o2 = _offset(who, arr), _offset(who, dep)
                name = PORTS[port][0] if lang == "zh" else PORTS[port][1]
                text = ARRIVE[lang].format(d=_fmt_date(arr, o1, lang), port=name,
                                           term=PORTS[port][4], at=_fmt_hm(arr, o1),
                                           d2=_fmt_date(dep, o2, lang), at2=_fmt_hm(dep, o2))
                if note:
                    text += "\n" + NOTE_HEAD[lang] + note
                g.say(t, who, text, k, "evidence" if k >= 0 else "")
                g.carded.add((who, arr))
                return True
    return False


def _quota_card(g: _Gen, who: str, w: tuple[float, float, str], note: str | None, lang: str,
                k: int = -1) -> bool:
    if (who, w[0]) in g.carded or w[2] != "wifi":
        return False
    t = w[0] + g.rng.uniform(15, 2.5 * MINUTE)
    used = g.lay.used[(who, w[0])]
    lat, lon = _fmt_pos(*_pos(g.lay, t))
    text = QUOTA_CARD[lang].format(d=_fmt_date(t, _offset(who, t), lang), u=used, q=QUOTA[who],
                                   r=QUOTA[who] - used, lat=lat, lon=lon)
    if note:
        text += "\n" + NOTE_HEAD[lang] + note
    g.say(t, who, text, k, "evidence" if k >= 0 else "")
    g.carded.add((who, w[0]))
    return True


def _arrival(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    lang = _card_lang(g, f["name"])
    note = TOPICS[f["kind"]]["note"][lang][len(NOTE_HEAD[lang]):].format(x=f["detail"])
    return _arrival_card(g, f["name"], d, note, lang, k)


def _quota(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    lang = _card_lang(g, f["name"])
    note = TOPICS[f["kind"]]["note"][lang][len(NOTE_HEAD[lang]):].format(x=f["detail"])
    for w in g.wins(f["name"], d, "wifi"):
        if _quota_card(g, f["name"], w, note, lang, k):
            return True
    return False


SCRIPT = {"one": _one, "answer": _answer, "reply": _answer, "late": _late,
          "correction": _correction, "split": _split, "reported": _reported, "long": _long,
          "guess": _guess, "arrival": _arrival, "quota": _quota}


def _around(g: _Gen, k: int, f: dict[str, Any], ev_days: list[int]) -> None:
    """The member's own lines on the topic, two days or more from the evidence, without it."""
    n, tp = f["name"], TOPICS[f["kind"]]
    want = g.rng.choice((0, 1, 1, 2))
    days = [d for d in range(40) if all(abs(d - e) >= 2 for e in ev_days)]
    g.rng.shuffle(days)
    for d in days:
        if want <= 0:
            break
        for w in g.wins(n, d):
            t = _t_in(g.rng, w, 30)
            if t is not None and all(abs(_day(t) - e) >= 2 for e in ev_days) and _day(t) <= 41:
                lang = _pick(g.rng, n, (), ("zh", "en")) or "zh"
                g.say(t, n, g.rng.choice(tp["around"][lang]), k, "around")
                want -= 1
                break


def _passing(g: _Gen, owners: dict[str, list[str]]
             ) -> tuple[dict[str, list[str]], list[tuple[str, str]]]:
    """Two members a topic with nothing of their own on it say a line on it in passing, and
    a third is asked about it by an @-question never answered."""
    said: dict[str, list[str]] = {kind: [] for kind in KINDS}
    asked: list[tuple[str, str]] = []
    for kind, tp in TOPICS.items():
        free = [m for m in MEMBERS if m not in owners[kind]]
        g.rng.shuffle(free)
        m = next(m for m in free if _eligible(kind, m))
        free.remove(m)
        free.append(m)
        for m in free[:2]:
            for d in g.rng.sample(range(40), 40):
                ws = g.wins(m, d)
                t = _t_in(g.rng, ws[0], 30) if ws else None
                if t is not None:
                    lang = _pick(g.rng, m, (), ("zh", "en")) or "zh"
                    g.say(t, m, g.rng.choice(tp["passing"][lang]))
                    said[kind].append(m)
                    break
        m = free[-1]
        for d in g.rng.sample(range(40), 40):
            ok = False
            for a in g.rng.sample(MEMBERS, len(MEMBERS)):
                lang = _pick(g.rng, a, (m,), ("zh", "en"))
                if a in _close(m) or lang is None:
                    continue
                for w in g.wins(a, d):
                    t = _t_in(g.rng, w, 30)
                    if t is not None and not _online(m, t, 3 * MINUTE):
                        ns = _next_start(m, t)
                        if ns is not None and ns - t > 6 * HOUR:
                            g.say(t, a, tp["ask"][lang].format(n=m))
                            asked.append((kind, m))
                            ok = True
                            break
                if ok:
                    break
            if ok:
                break
    return said, asked


def _where_now(lay: Layout, t: float, lang: str) -> str | None:
    st = _stay_at(lay, t)
    if st is not None:
        if min(t - st[1], st[2] - t) < 15 * MINUTE:
            return None
        name = PORTS[st[0]][0] if lang == "zh" else PORTS[st[0]][1]
        if st[0] in ("SUZ", "PSD"):
            return f"在{name}锚地等着" if lang == "zh" else f"at anchor off {name}"
        return f"在{name}靠着呢" if lang == "zh" else f"alongside in {name}"
    lg = _leg_at(lay, t)
    if lg is None or min(t - lg.dep, lg.arr - t) < 15 * MINUTE:
        return None
    h = round((lg.arr - t) / HOUR)
    if lang == "zh":
        return f"{PORTS[lg.a][0]}到{PORTS[lg.b][0]}的路上，还有{h}个小时"
    return f"between {PORTS[lg.a][1]} and {PORTS[lg.b][1]}, {h} hours to go"


def _specials(g: _Gen) -> None:
    """What the layout makes the group say: the cards, and where the ship is."""
    for who in CREW:
        for d in range(-1, 42):
            if g.rng.random() < 0.5:
                lang = _card_lang(g, who)
                note = g.rng.choice(CARD_NOTE[lang]) if g.rng.random() < 0.5 else None
                _arrival_card(g, who, d, note, lang)
        for w in g.lay.wins[who]:
            if w[2] == "wifi" and T0 < w[0] < END and g.rng.random() < 0.1:
                lang = _card_lang(g, who)
                note = g.rng.choice(CARD_NOTE[lang]) if g.rng.random() < 0.4 else None
                _quota_card(g, who, w, note, lang)
    # where is the ship: the families, the agent and the welfare officer ask a crew member
    askers = {"李嫂": ["老李"], "琳琳": ["小陈"], "Maricel": ["Jun"],
              "张经理": ["王船长", "老李", "小林"], "Hannah": ["王船长", "Tommy", "Rey", "Marco"]}
    for a, cs in askers.items():
        for w in g.lay.wins[a]:
            if not T0 < w[0] < END - DAY or g.rng.random() > 0.22:
                continue
            c = g.rng.choice(cs)
            lang = _pick(g.rng, a, (c,), ("zh", "en"))
            alang = _pick(g.rng, c, (a,), ("zh", "en"))
            t = _t_in(g.rng, w, 60)
            if lang is None or alang is None or t is None:
                continue
            cw = _window_of(c, t)
            if cw is not None and cw[1] - t > 3 * MINUTE:
                at, pre = t + g.rng.uniform(40, min(10 * MINUTE, cw[1] - t - 30)), ""
            else:
                ns = _next_start(c, t)
                if ns is None or ns - t > DAY:
                    continue
                nw = _window_of(c, ns)
                assert nw is not None
                at, pre = ns + g.rng.uniform(30, min(3 * MINUTE, nw[1] - ns - 10)), f"@{a} "
            where = _where_now(g.lay, at, alang)
            if where is None:
                continue
            g.say(t, a, g.rng.choice(WHERE_ASK[lang]).format(c=c))
            wt = t + g.rng.uniform(100, 150)
            if pre and _on_watch(c, wt) and _on_watch(c, wt + 20):
                for m in g.others(wt, wt + 60, {a, c}):
                    wl = _pick(g.rng, m, (a,), ("zh", "en"))
                    if m in CREW and wl is not None:
                        g.say(wt, m, ON_WATCH[wl].format(c=c))
                        break
            g.say(at, c, pre + where)


def _context(who: str, t: float, w: tuple[float, float, str]) -> str:
    if who in CREW:
        return "port" if _stay_at(_layout(), t) is not None else "sea"
    if PEOPLE[who][1] == "office" and 9 <= _hour(who, t) < 18 and _day(t + 8 * HOUR) % 7 < 5:
        return "office"
    return "home"


def _threads(g: _Gen, rate: float) -> list[tuple[int, int]]:
    """Every window online opens ordinary threads (a Poisson count by its length and the
    member's talk); the others online reply in a language the opener reads. Returns each
    thread's span of g.recs."""
    spans = []
    idx = {"zh": 0, "en": 1, "mix": 2}
    for who in MEMBERS:
        for w in g.lay.wins[who]:
            if w[1] < T0 or w[0] > END:
                continue
            lam = (w[1] - w[0]) / HOUR * rate * PEOPLE[who][4]
            n_threads = 0
            p, u = math.exp(-lam), g.rng.random()
            while u > p:
                n_threads += 1
                u *= g.rng.random()
            for _ in range(n_threads):
                t = _t_in(g.rng, w, 2 * MINUTE)
                if t is None:
                    continue
                a = len(g.recs)
                lang = _pick(g.rng, who) or "zh"
                h = _hour(who, t)
                r = g.rng.random()
                if r < 0.12 and 5 <= h < 10:
                    g.say(t, who, g.rng.choice(MORNING[lang]))
                elif r < 0.12 and (h >= 21 or h < 1):
                    g.say(t, who, g.rng.choice(NIGHT[lang]))
                elif r < 0.2:
                    cands = [m for m in g.others(t, t + 60, {who}) if _reads(m, lang)]
                    plang = lang if lang != "mix" else "zh"
                    if not cands or plang not in _writes(who):
                        continue
                    m = cands[0]
                    g.say(t, who, PING[plang][0].format(m=m))
                    mlang = _pick(g.rng, m, (who,), ("zh", "en"))
                    w2 = _window_of(m, t)
                    if mlang is not None and w2 is not None and w2[1] - t > 3 * MINUTE:
                        g.say(t + g.rng.uniform(30, 150), m, PING[mlang][1])
                else:
                    ctx = _context(who, t, w)
                    opener = g.rng.choice(OPEN[ctx])[idx[lang]].format(
                        a=g.rng.randint(2, 9), b=g.rng.randint(24, 42), c=g.rng.randint(14, 19),
                        d=g.rng.randint(2, 9), e=g.rng.randint(8, 30))
                    g.say(t, who, opener)
                    at = t
                    for m in g.others(t, t + 60, {who})[:g.rng.choice((0, 1, 1, 2, 2, 3))]:
                        at += g.rng.uniform(15, 150)
                        rl = _pick(g.rng, m, (who,))
                        w2 = _window_of(m, at)
                        if rl is None or w2 is None or not _reads(m, lang):
                            continue
                        text = g.rng.choice(REPLY[rl])
                        if g.rng.random() < 0.12:
                            text = f"[回复 {who}：{opener}]\n{text}"
                        g.say(at, m, text)
                spans.append((a, len(g.recs)))
    return spans


def _questions(f: dict[str, Any], said: list[str]) -> None:
    x, n, tp = f["detail"], f["name"], TOPICS[f["kind"]]
    cut = (x, f.get("earlier", ""))
    f["keyword"] = tp["kw"][f["q_lang"]["keyword"]].format(x=x)
    f["partial"] = tp["part"][f["q_lang"]["partial"]].format(n=n)
    lang = f["q_lang"]["paraphrase"]
    for ql in (lang, "en" if lang == "zh" else "zh"):
        for p in tp["para"][ql]:
            q = p.format(n=n)
            if not any(_shares(q, t, cut) for t in said):
                f["paraphrase"], f["q_lang"]["paraphrase"] = q, ql
                return
    raise RuntimeError(f"no paraphrase for {f['kind']} of {n}: {said}")


def _never(rng: random.Random, facts: list[dict[str, Any]], spare: dict[str, list[str]],
           said: dict[str, list[str]], asked: list[tuple[str, str]],
           owners: dict[str, list[str]]) -> tuple[list[str], list[tuple[str, str, str]]]:
    never: list[str] = []
    about: list[tuple[str, str, str]] = []
    held = {(f["kind"], f["name"]) for f in facts}
    lang = itertools.cycle(("zh", "en"))
    passing = sorted({(k, m) for k, ms in said.items() for m in ms if _eligible(k, m)}
                     | set(asked))
    rng.shuffle(passing)
    for kind, m in passing[:15]:
        never.append(TOPICS[kind]["part"][next(lang)].format(n=m))
        about.append((kind, m, "passing"))
    for f in rng.sample(facts, 15):
        never.append(TOPICS[f["kind"]]["dq"][next(lang)].format(n=f["name"]))
        about.append((f["kind"], f["name"], "detail"))
    cands = [(k, m) for k in KINDS for m in MEMBERS
             if m not in owners[k] and (k, m) not in held and _eligible(k, m)]
    rng.shuffle(cands)
    used: set[tuple[str, str]] = set()
    for kind, m in cands:
        if len(used) == 15:
            break
        if (kind, m) in used or (kind, m) in passing[:15]:
            continue
        vals = [v for v in spare[kind] if _reads(m, _script(v))]
        if not vals:
            continue
        y = vals[0]
        spare[kind].remove(y)
        never.append(TOPICS[kind]["vq"][next(lang)].format(n=m, y=y))
        about.append((kind, m, "value"))
        used.add((kind, m))
    ks = itertools.cycle(KINDS)
    while len(never) < 75:
        kind = next(ks)
        if spare[kind]:
            never.append(TOPICS[kind]["kw"][next(lang)].format(x=spare[kind].pop()))
    for q in rng.sample(EVENTS, 15):
        never.append(q[0] if next(lang) == "zh" else q[1])
    return never, about


PROBES = [p for tp in TOPICS.values() for p in tp["probe"]] + [p for e in EVENTS for p in e[2:]]


def twenty_ninth_set(seed: int = 2929) -> Set:
    """The held-out twenty-ninth set (see the module's docstring)."""
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
    said, asked = _passing(g, owners)
    _specials(g)
    # the ordinary threads, drawn at over twice the rate and thinned at random, a whole thread at
    # a time, to about 3,000 lines
    n_s = len(g.recs)
    size = sum(1 for r in g.recs if T0 < r[0] < END - MINUTE)
    g.rng = random.Random(seed * 1000 + 1)
    spans = _threads(g, 2.0)
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
    never, about = _never(rng, facts, spare, said, asked, owners)
    chatter = rng.sample(CHATTER, 90)
    s = Set("twenty_ninth", messages, facts, never, chatter, classes=CLASSES, members=dict(QQ))
    _check(s, said_at, owners, about)
    return s


def _check_layout() -> None:
    """The voyage has no gaps; every crew window is free of watches, work, sleep and
    stations, on the link it is said to be on all through, the satellite windows within
    each member's weekly quota (the MB used before each the sum of the week's earlier ones);
    the shore windows within waking hours; no member's windows overlap."""
    lay = _layout()
    for st, lg, nxt in zip(lay.stays, lay.legs, lay.stays[1:], strict=False):
        assert st[2] == lg.dep and lg.arr == nxt[1] and st[0] == lg.a and nxt[0] == lg.b, lg
        assert lg.pts[0] == PORTS[lg.a][2:4] and lg.pts[-1] == PORTS[lg.b][2:4]
    assert lay.stays[0][1] < T0 - DAY and lay.stays[-1][2] > END, "the voyage covers the weeks"
    for who, ws in lay.wins.items():
        assert all(a[1] <= b[0] for a, b in itertools.pairwise(ws)), who
        assert lay.starts[who] == [w[0] for w in ws]
        if who in CREW:
            spent: dict[int, int] = {}
            for s0, e0, mode in ws:
                assert mode in ("4g", "wifi") and e0 - s0 >= 2 * STEP, (who, s0)
                for i in range(_cell(s0), _cell(e0 - 1) + 1):
                    c = G0 + i * STEP
                    assert lay.cov[i] == mode == _coverage(lay, c), (who, s0, mode)
                    assert not _busy(lay, who, c, lay.off[i]), (who, c, _busy(lay, who, c,
                                                                              lay.off[i]))
                if mode == "wifi":
                    wk = _week(s0)
                    assert lay.used[(who, s0)] == spent.get(wk, 0), (who, s0)
                    spent[wk] = spent.get(wk, 0) + int((e0 - s0) / MINUTE * RATE)
                    assert spent[wk] <= QUOTA[who], (who, wk, spent[wk])
        else:
            for s0, e0, mode in ws:
                h = _hour(who, s0)
                assert mode == "home" and 7 <= h and (e0 - s0) <= 90 * MINUTE, (who, h)
                assert _hour(who, e0) >= 7 or _hour(who, e0) <= 0.5, (who, e0)


def _fillers() -> list[str]:
    out = [e for tp in TOPICS.values() for key in ("fill", "around", "passing")
           for side in tp[key].values() for e in side]
    tables = (CARD_NOTE, LONG, LONG_ASHORE, REPLY, MORNING, NIGHT, TERSE, LATE, CONFIRM, SECOND,
              GUESSED)
    out += [e for tb in tables for side in tb.values() for e in side]
    out += [e for ctx in OPEN.values() for row in ctx for e in row]
    out += [*CORRECT.values(), *CORRECT_LATE.values(), *PUSH.values(), *REVEAL.values()]
    return [re.sub(r"\{[a-z]\}", " ", e) for e in out]


def _check(
    s: Set,
    said_at: dict[float, str] | None = None,
    owners: dict[str, list[str]] | None = None,
    about: list[tuple[str, str, str]] | None = None,
) -> None:
    """The set's own checks (see the module's docstring)."""
    import collections

    lay = _layout()
    texts, times, said_at = check_messages(s, said_at, T0, END, (2930, 3070))
    assert T0 > START + 1940 * DAY and END - T0 == 6 * 7 * DAY, "six weeks after day 1,940"
    assert len(s.facts) == 84 and s.classes == CLASSES, len(s.facts)
    shapes = collections.Counter(f["shape"] for f in s.facts)
    assert set(shapes) == set(SHAPES) and set(shapes.values()) == {7}, shapes
    assert s.members == QQ and len(s.members) == 16 and len(TOPICS) == 12
    every = [v for tp in TOPICS.values() for v in tp["vals"]]
    of = {v: kind for kind, tp in TOPICS.items() for v in tp["vals"]}
    for tp in TOPICS.values():
        assert sum(v.isascii() for v in tp["vals"]) == 7 and len(tp["vals"]) == 14, tp["vals"]
    assert len({v.lower() for v in every}) == len(every), "every value its own"
    fillers = [e.lower() for e in _fillers()]
    for v in every:
        lv = v.lower()
        assert not any(lv in o.lower() for o in every if o != v), v
        assert not any(m.lower() in lv or lv in m.lower() for m in (*MEMBERS, *PLACES)), v
        assert not any(lv in e for e in fillers), v
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "once a topic"
    per = collections.Counter(f["name"] for f in s.facts)
    assert per == collections.Counter(FACTS_PER), per
    assert all(_reads(f["name"], _script(f["detail"])) for f in s.facts), "a script it reads"
    assert all(_eligible(f["kind"], f["name"]) for f in s.facts), "a crew topic's holder aboard"
    facts_of = {(f["kind"], f["name"]) for f in s.facts}
    low = [t.lower() for t in texts]
    index = {at: i for i, at in enumerate(times)}
    speaker = [t.split("] ", 1)[1].split("(", 1)[0] for t in texts]
    bodies = [t.split("): ", 1)[1] for t in texts]
    _check_layout()
    # who talks when: every line said while its speaker is online (three minutes' grace),
    # none a minute into a watch; a greeting at its time of the speaker's day; every line in a
    # language its speaker writes; every @ a member
    for at, who, body in zip(times, speaker, bodies, strict=True):
        assert _online(who, at, 3 * MINUTE), (who, at, _day(at), _hour(who, at), body)
        assert not (_on_watch(who, at) and _on_watch(who, at - MINUTE)), (who, at, body)
        if MORNING_RE.match(body):
            assert 5 <= _hour(who, at) < 11, (who, body, _hour(who, at))
        if NIGHT_RE.match(body):
            assert _hour(who, at) >= 20 or _hour(who, at) < 2, (who, body, _hour(who, at))
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
        if shape in ("answer", "late", "reply", "split"):  # the detail without the topic's words
            part = _cut(QUOTE.sub("", said[-1]), (x,)).lower()
            assert not any(w.lower() in part for w in words), said
        if shape in ("answer", "late", "reply"):
            a, asked = f["asker"], f["asked_at"]
            assert _reads(a, _script(x)), (a, x)  # the asker reads the answer
            assert asked in index and a not in _close(n) and asked < ev[0], f
            assert said_at[asked].startswith(f"@{n} ") and by(asked, a), f
            assert x.lower() not in low[index[asked]]
            if shape == "late":  # asked while the member was offline, answered on coming back
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
            assert all(_eligible(f["kind"], m) for m in (f["requester"], *dict(f["entries"])))
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
        if shape in ("arrival", "quota"):  # the note of the member's card
            head = (ARRIVE_RE if shape == "arrival" else QUOTA_RE).match(said[0])
            assert head and x in said[0].split("\n", 1)[1] and n in CREW, said
    # every value only where it belongs: a detail in its evidence, a wrong value in the line
    # that said it (and the correction), any other value nowhere
    for v in every:
        lv = v.lower()
        hits = [at for at, t in zip(times, low, strict=True) if lv in t]
        assert hits == home.get(v, []), (v, hits)
    # every card: by a crew member, its port, berth and times, or its quota and position,
    # the layout's; one a port call or a satellite window
    carded: set[tuple[str, float]] = set()
    for at, who, body in zip(times, speaker, bodies, strict=True):
        head = body.split("\n", 1)[0]
        if ARRIVE_RE.match(body):
            st = _stay_at(lay, at)
            assert who in CREW and st is not None and st[0] not in ("SUZ", "PSD"), (who, body)
            port, arr, dep = st
            assert at >= arr + 0.5 * HOUR and _window_of(who, at, 3 * MINUTE) is not None
            lang = "zh" if head.startswith("【") else "en"
            o1, o2 = _offset(who, arr), _offset(who, dep)
            want = ARRIVE[lang].format(
                d=_fmt_date(arr, o1, lang), port=PORTS[port][0 if lang == "zh" else 1],
                term=PORTS[port][4], at=_fmt_hm(arr, o1), d2=_fmt_date(dep, o2, lang),
                at2=_fmt_hm(dep, o2))
            assert head == want, (head, want)
            assert (who, arr) not in carded, body
            carded.add((who, arr))
        elif m := QUOTA_RE.match(body):
            w = _window_of(who, at)
            assert who in CREW and w is not None and w[2] == "wifi", (who, body)
            assert at - w[0] <= 3 * MINUTE, (who, body)
            lang = "zh" if head.startswith("【") else "en"
            g = m.groups()[:11] if lang == "zh" else m.groups()[11:]
            lat = (int(g[6]) * 60 + int(g[7])) * (1 if g[5] == "N" else -1)
            lon = (int(g[9]) * 60 + int(g[10])) * (1 if g[8] == "E" else -1)
            plat, plon = _pos(lay, at)
            assert abs(lat - plat * 60) <= 1.01 and abs(lon - plon * 60) <= 1.01, (body, plat, plon)
            used = lay.used[(who, w[0])]
            want = QUOTA_CARD[lang].format(
                d=_fmt_date(at, _offset(who, at), lang), u=used, q=QUOTA[who],
                r=QUOTA[who] - used, lat=f"{g[5]}{g[6]}°{g[7]}′", lon=f"{g[8]}{g[9]}°{g[10]}′")
            assert head == want, (head, want)
            assert (who, w[0]) not in carded, body
            carded.add((who, w[0]))
        # where the ship is, as a crew member answers, and who is on watch
        bare = re.sub(r"^@\S+ ", "", body)
        if m := WHERE_RE.match(bare):
            lang = "zh" if re.search(r"[\u4e00-\u9fff]", bare) else "en"
            want = _where_now(lay, at, lang)
            assert who in CREW and want is not None, (who, body)
            hours = re.findall(r"\d+", bare)
            assert re.sub(r"\d+", "#", bare) == re.sub(r"\d+", "#", want), (bare, want)
            assert all(abs(int(a) - int(b)) <= 1 for a, b in zip(hours, re.findall(r"\d+", want),
                                                                  strict=True)), (bare, want)
        if m := ON_WATCH_RE.match(body):
            assert who in CREW and _on_watch(m.group(1), at), (who, body)
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
                assert _eligible(kind, m), (kind, m, why)
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

    print(describe(twenty_ninth_set, "mix"))
    s = twenty_ninth_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("line langs", _line_langs(s))
    print("lines with a digit",
          sum(any(ch.isdigit() for ch in m.text().split("): ", 1)[1]) for m in s.messages))
    bodies = [m.text().split("): ", 1)[1] for m in s.messages]
    print("port cards", sum(bool(ARRIVE_RE.match(b)) for b in bodies),
          "data cards", sum(bool(QUOTA_RE.match(b)) for b in bodies))
    rng = random.Random(0)
    for m in rng.sample(s.messages, 10):
        print("  ", m.text().replace("\n", " / ")[:150])
    for f in rng.sample(s.facts, 4):
        print(f["shape"], f["lang"], "|", f["keyword"], "|", f["partial"], "|", f["paraphrase"])
    print("never:", *rng.sample(s.never, 3), sep="\n  ")
    print("chatter:", *rng.sample(s.chatter, 3), sep="\n  ")
