"""Recall of earlier talk: each stored message indexed, searched again when it matters.

`said` reads what a message said (time and speaker apart from the words), `terms` cuts
text into search terms, `search` ranks a conversation's older messages (lexical, fused
with vectors when embeddings are configured; `scan` holds the vectors and `scripts` tells
the language each is in), `vectors` embeds them in the background (`signup` reads a
sign-up list for both), `gate` decides whether a turn's recall block is worth its tokens
and what it shows, `block` builds that one-request block within the room the request
has, `tool` the model's `history_search`, `thread` what a search someone asked for
lists (each hit with the line that carries it on), and `topic` notices when a
conversation changed subject.

The submodules are imported by name: the stores import `said` and `terms`, and this
package must not pull the engine's modules into theirs.
"""
