"""Topic shift: a message unlike everything just said starts the conversation afresh.

Opt-in (`AICHAT_TOPIC_SPLIT`) and only with embeddings. Before a turn's model call the
engine asks `TopicWatch.shift` whether the new message(s) left the subject; on a shift it
clears the conversation as `/new` does (the old talk archived, restorable and still
found by recall) and the reply carries a one-line notice; when that turn is stopped or
fails unanswered, the conversation's next reply does.

How it decides, and why:

* The new message's vector is compared with those of the last `EARLIER` (five) messages
  of the conversation, and the similarity is the best of the five cosines. A split is
  the costly mistake (undoing it takes an admin's `/restore`), a missed one the cheap one
  (some unrelated talk stays in the window until compression folds it): so the message
  must be unlike each of the five, not unlike their average. An answer to a question
  asked three messages back stays in its conversation.
* The five are the user and assistant messages of the window, what they said as the
  recall index keeps it (no time and speaker stamp): no tool calls or results, no
  summary. Fewer than five: no split. The window is the conversation as it stands, so
  after `/new` or a split five messages must be said before the next split can happen;
  one odd message cannot split twice in a row.
* Short chit-chat ("嗯", "哈哈哈", "好的谢谢") is never judged: such a message names no
  subject, and real embedding models rate it unlike almost anything, so judging it would
  split a conversation at every acknowledgement. A message must hold `MIN_SUBSTANCE`
  distinct characters of Chinese (or distinct words of other scripts), image markers
  not counted.
* Cost: the new message's vector is the query vector recall's search needs anyway; it is
  remembered there, so the search asks nothing more. The five come from this module's
  cache (the new message of one turn is one of the five of the next), then from the
  recall index (the background filler may not have reached them), and only the rest are
  embedded, in the same one call as the query. So a turn makes at most one embeddings
  call on the reply path, and none for a message too short to judge. A model with a
  query prefix unlike its document prefix (e5's "query: " and "passage: ") gets the new
  message as a query and the five as stored messages, like the index's: then two calls
  side by side, and the new message's query vector is not kept as one of the next five.
* An embedding outage decides nothing: no split. `Recall.embed` logs it once and pauses
  the service for a while, for recall and this check alike.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..message import Message
from .block import query_of
from .said import MARKER, said
from .scan import first_of
from .search import QUERY_CHARS, Recall, vector_text

log = logging.getLogger(__name__)

EARLIER = 5
# Distinct characters (or words) a message must hold to be judged: "好的谢谢你" has 5,
# "今天天气怎么样" 6.
MIN_SUBSTANCE = 6
# The newest index entries of a conversation searched for the five: they are among them
# unless dozens of messages are still waiting for the background filler.
INDEX_LOOKBACK = 32
CACHED_SESSIONS = 256

_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_WORD = re.compile(r"[^\W_]+")


@dataclass(frozen=True, slots=True)
class Shift:
    """The new message left the subject: its best similarity to the five before it."""

    similarity: float


def substance(text: str) -> int:
    """How much a message says: its distinct CJK characters and distinct other words."""
    text = MARKER.sub(" ", text)
    cjk = set(_CJK.findall(text))
    words = {w.lower() for w in _WORD.findall(_CJK.sub(" ", text))}
    return len(cjk) + len(words)


def earlier(window: Sequence[Message], n: int = EARLIER) -> list[tuple[float, str]]:
    """(created_at, what it said) of the last `n` user and assistant texts of `window`."""
    found: list[tuple[float, str]] = []
    for m in reversed(window):
        if m.tool_calls:
            continue  # "let me look that up": the turn's subject is in its answer
        s = said(m)
        if s is not None:
            found.append((s.at, s.text))
            if len(found) == n:
                break
    found.reverse()
    return found


class TopicWatch:
    """Judges topic shifts for every conversation of the bot."""

    def __init__(self, recall: Recall) -> None:
        self.recall = recall
        # Per conversation: created_at -> (what it said, its unit vector).
        self._known: OrderedDict[str, dict[float, tuple[str, bytes]]] = OrderedDict()

    async def shift(self, session: str, window: Sequence[Message],
                    messages: Sequence[Message], *, threshold: float) -> Shift | None:
        """A `Shift` when `messages` (one turn's) are unlike the last five of `window`.

        None when they are alike, too short to judge, the window holds fewer than five
        messages, or the embeddings are off or failing. Never raises.
        """
        if self.recall.embedder is None:
            return None
        try:
            return await self._shift(session, window, messages, threshold)
        except Exception:  # a bonus like recall: the turn goes on in its conversation
            log.exception("session %s: topic check failed", session)
            return None

    async def _shift(self, session: str, window: Sequence[Message],
                     messages: Sequence[Message], threshold: float) -> Shift | None:
        query = query_of(messages).strip()[:QUERY_CHARS]
        if substance(query) < MIN_SUBSTANCE:
            return None
        before = earlier(window)
        if len(before) < EARLIER:
            return None
        known = self._known.pop(session, {})
        self._known[session] = known
        while len(self._known) > CACHED_SESSIONS:
            self._known.popitem(last=False)
        vectors: dict[float, bytes] = {at: v for at, (text, v) in known.items()
                                       if (at, text) in before}
        missing = [(at, text) for at, text in before if at not in vectors]
        if missing:
            vectors.update(await self._indexed(session, {at for at, _ in missing}))
            missing = [(at, text) for at, text in missing if at not in vectors]
        # What recall's search embeds for it, so that the vector serves both.
        asking = vector_text(query)
        q = self.recall.known_query(asking)
        if q is None or missing:
            got = await self._embed(asking if q is None else None,
                                    [text for _, text in missing])
            if got is None:
                return None  # the service is failing: Recall.embed said so, once
            if q is None:
                q = got[0]
                if q is not None:
                    self.recall.remember_query(asking, q)
            for (at, _), v in zip(missing, got[1], strict=True):
                if v is not None:
                    vectors[at] = v
        if q is None:
            return None
        # Only what the next turn may need: the five before, and this turn's message.
        texts = dict(before)
        known.clear()
        known.update({at: (texts[at], v) for at, v in vectors.items() if at in texts})
        # Its query vector stands for it among the next turn's five only when a query and
        # a stored message are embedded alike; else the index or the service gives that.
        if self._alike():
            for m in messages:
                s = said(m)
                if s is not None and s.text == asking:
                    known[m.created_at] = (asking, q)
        qv = np.frombuffer(q, dtype=np.float32)
        sims = [float(np.dot(qv, np.frombuffer(v, dtype=np.float32)))
                for v in vectors.values() if len(v) == len(q)]
        if not sims:
            return None
        best = max(sims)
        return Shift(best) if best < threshold else None

    def _alike(self) -> bool:
        """Whether the model gets what is searched for and what is stored alike."""
        embedder = self.recall.embedder
        return embedder is None or embedder.query_prefix == embedder.document_prefix

    async def _embed(self, query: str | None, texts: list[str]
                     ) -> tuple[bytes | None, list[bytes | None]] | None:
        """The vectors of `query` (None: not asked) and of the earlier `texts`; None
        while the service is failing.

        The new message is what recall searches for (its vector serves that search), the
        earlier ones sit beside the index's stored vectors: with different prefixes for
        the two, that is two calls, side by side.
        """
        asked = [query] if query is not None else []
        if self._alike():
            embedded = await self.recall.embed(asked + texts, query=True)
            if embedded is None:
                return None
            return (embedded.pop(0) if asked else None), embedded
        mine, theirs = await asyncio.gather(
            self.recall.embed(asked, query=True) if asked else _nothing(),
            self.recall.embed(texts, query=False) if texts else _nothing())
        if mine is None or theirs is None:
            return None
        return (mine[0] if mine else None), theirs

    async def _indexed(self, session: str, wanted: set[float]) -> dict[float, bytes]:
        """The recall index's vectors of the messages created at `wanted`."""
        try:
            rows = await self.recall.index.recent_vectors(session, INDEX_LOOKBACK)
        except Exception:  # the index is a shortcut: what it cannot give is embedded
            log.exception("session %s: reading recent vectors failed", session)
            return {}
        # The message's own vector, not its clauses' (see `scan.stored`).
        return {at: first_of(vec) for at, vec in rows if at in wanted and vec}


async def _nothing() -> list[bytes | None]:
    return []
