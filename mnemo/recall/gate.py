"""Whether a turn's recall block is worth its tokens, and which hits it shows.

A block costs every request that carries it (and the prompt cache the tokens after
it), and one that holds nothing useful is worse than none: the model may take it for
an answer. So a block comes only when the turn asks or refers to something (`said.asks`)
and a hit stands out of the conversation's noise, by its vectors (its centred cosine
clears the floor and stands `MARGIN` above the field of the next candidates: a question
about chatter finds a dozen chatter lines alike, none above the others) or by its words
(`LEXICAL_SURE` of the query's weight, in words few messages hold). The best hit being
in the window already means the model has it: no block. When unsure, none: the model
still has `history_search`. The block's size follows the confidence: hits much weaker
than the best are left out, so one strong hit is one line (with its neighbour).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .said import asks
from .search import Hit, Recall

# Calibrated with bench/recall.py's first set (multilingual-e5-small): see there.
MARGIN = 0.1
LEXICAL_SURE = 0.3
# A hit shown beside the best one holds at least this share of its confidence.
BESIDE = 0.5
# Hits looked at beyond the block's own: some of the best may be in the window.
LOOK = 10


def confidence(hit: Hit, floor: float) -> float:
    """How sure the hit is, 1 at the bar: by its vectors or by its specific words."""
    by_vector = hit.margin / MARGIN if hit.centred >= floor and hit.margin > 0 else 0.0
    by_words = hit.lexical / LEXICAL_SURE if hit.specific else 0.0
    return max(by_vector, by_words)


async def worth_showing(recall: Recall, session: str, query: str, *, top_k: int,
                        window_at: Collection[float], own_at: Collection[float] = ()
                        ) -> list[Hit]:
    """The hits a block for `query` should show, best first; none when unsure.

    `window_at` are the created_at of what the request carries already, `own_at` the
    turn's own messages (never hits)."""
    if top_k <= 0 or not asks(query):
        return []
    hits = await recall.search(session, query, limit=top_k + LOOK, exclude_at=own_at,
                               automatic=True)
    return choose(hits, recall.centred_floor, top_k=top_k, window_at=window_at)


def choose(hits: Sequence[Hit], floor: float, *, top_k: int,
           window_at: Collection[float]) -> list[Hit]:
    """The gate over a search's hits (see the module's docstring)."""
    if not hits:
        return []
    best = hits[0]
    if best.doc.at in window_at and not best.question and confidence(best, floor) >= 1:
        return []  # the model reads the best answer in its window already
    sure = [(h, c) for h in hits if h.doc.at not in window_at
            and (c := confidence(h, floor)) >= 1]
    if not sure:
        return []
    top = max(c for _, c in sure)
    return [h for h, c in sure if c >= BESIDE * top][:top_k]
