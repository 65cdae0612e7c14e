-- Each message of a conversation is stored once, and every one stays findable.
--
-- `chat_message` becomes the one copy of every message: `seq` is the message's id within
-- its session (never reused while anything refers to it), `pos` its place in the active
-- conversation (NULL once a compression, clear or restore superseded it). An archive batch
-- is a list of references, so a message kept verbatim by a compression is not copied
-- into the archive again and again.
ALTER TABLE chat_message ADD COLUMN pos INTEGER;
UPDATE chat_message SET pos = seq;
CREATE UNIQUE INDEX chat_message_active ON chat_message (session_id, pos) WHERE pos IS NOT NULL;

ALTER TABLE chat_session ADD COLUMN next_id INTEGER NOT NULL DEFAULT 0;
UPDATE chat_session SET next_id = COALESCE(
    (SELECT MAX(seq) + 1 FROM chat_message m WHERE m.session_id = chat_session.session_id), 0);

-- The old archive held full copies; each distinct copy becomes one message row.
DROP INDEX chat_archive_archived_at;
ALTER TABLE chat_archive RENAME TO chat_archive_copies;

CREATE TABLE chat_archive (
    session_id   TEXT NOT NULL,
    batch        INTEGER NOT NULL,
    pos          INTEGER NOT NULL,              -- the message's place in that conversation
    msg_id       INTEGER NOT NULL,              -- chat_message.seq
    archived_at  REAL NOT NULL,
    reason       TEXT NOT NULL,                 -- 'replace', 'clear' or 'restore'
    PRIMARY KEY (session_id, batch, pos)
) WITHOUT ROWID;
CREATE INDEX chat_archive_archived_at ON chat_archive (archived_at);
CREATE INDEX chat_archive_msg ON chat_archive (session_id, msg_id);

-- A copy is the same message as an active one (or another copy) when role, kind, payload,
-- tokens and time agree; `k` tells apart a message repeated within one list.
CREATE TEMP TABLE copies AS
SELECT session_id, batch, seq AS pos, kind, payload, tokens, created_at, role, archived_at,
       reason, ROW_NUMBER() OVER (PARTITION BY session_id, batch, role, kind, payload, tokens,
                                  created_at ORDER BY seq) AS k
FROM chat_archive_copies;

CREATE TEMP TABLE actives AS
SELECT session_id, seq, role, kind, payload, tokens, created_at,
       ROW_NUMBER() OVER (PARTITION BY session_id, role, kind, payload, tokens, created_at
                          ORDER BY seq) AS k
FROM chat_message;

CREATE TEMP TABLE distinct_copies AS
SELECT c.session_id, c.role, c.kind, c.payload, c.tokens, c.created_at, c.k,
       MIN(c.batch * 1000000000 + c.pos) AS first_seen,
       (SELECT a.seq FROM actives a WHERE a.session_id = c.session_id AND a.role = c.role
          AND a.kind = c.kind AND a.payload = c.payload AND a.tokens = c.tokens
          AND a.created_at = c.created_at AND a.k = c.k) AS active_seq
FROM copies c
GROUP BY c.session_id, c.role, c.kind, c.payload, c.tokens, c.created_at, c.k;

CREATE TEMP TABLE new_ids AS
SELECT d.*, COALESCE(d.active_seq,
       COALESCE((SELECT next_id FROM chat_session s WHERE s.session_id = d.session_id), 0)
       + ROW_NUMBER() OVER (PARTITION BY d.session_id, d.active_seq IS NULL
                            ORDER BY d.first_seen) - 1) AS id
FROM distinct_copies d;

INSERT INTO chat_message (session_id, seq, role, kind, payload, tokens, created_at, pos)
SELECT session_id, id, role, kind, payload, tokens, created_at, NULL
FROM new_ids WHERE active_seq IS NULL;

INSERT INTO chat_archive (session_id, batch, pos, msg_id, archived_at, reason)
SELECT c.session_id, c.batch, c.pos, n.id, c.archived_at, c.reason
FROM copies c JOIN new_ids n ON n.session_id = c.session_id AND n.role = c.role
  AND n.kind = c.kind AND n.payload = c.payload AND n.tokens = c.tokens
  AND n.created_at = c.created_at AND n.k = c.k;

INSERT INTO chat_session (session_id, msg_count, updated_at, next_id)
SELECT session_id, 0, 0, 0 FROM chat_message GROUP BY session_id
ON CONFLICT (session_id) DO NOTHING;
UPDATE chat_session SET next_id = COALESCE(
    (SELECT MAX(seq) + 1 FROM chat_message m WHERE m.session_id = chat_session.session_id), 0);

DROP TABLE chat_archive_copies;
DROP TABLE copies;
DROP TABLE actives;
DROP TABLE distinct_copies;
DROP TABLE new_ids;

-- The recall index: what each user or assistant message said (without its time and
-- speaker stamp, which are kept as fields), for every stored message, active or archived.
-- The history store writes it in the same transaction as the messages, so a message and
-- its index entry appear and disappear together.
CREATE TABLE recall_doc (
    id           INTEGER PRIMARY KEY,           -- the rowid of recall_fts too
    session_id   TEXT NOT NULL,
    msg_id       INTEGER NOT NULL,              -- the message's id in its history store
    at           REAL NOT NULL,                 -- the message's created_at
    stamp        TEXT NOT NULL,                 -- the time as the conversation showed it
    role         TEXT NOT NULL,                 -- 'user' or 'assistant'
    speaker      TEXT NOT NULL,                 -- '小明(123456)'; '' for the bot itself
    said         TEXT NOT NULL,
    vec          BLOB                           -- float32 unit vector; NULL until embedded
);
CREATE UNIQUE INDEX recall_doc_msg ON recall_doc (session_id, msg_id);
CREATE INDEX recall_doc_pending ON recall_doc (id) WHERE vec IS NULL;

-- Terms are cut by mnemo (CJK unigrams and bigrams, words), prefixed with the session
-- (`sg123_咖啡`) and joined by spaces, so the tokenizer only splits on the spaces: two-
-- character Chinese words are terms, which a trigram tokenizer cannot match, and each
-- conversation has its own posting lists (a search never leaves it, and costs what that
-- conversation holds). The bare session token in every row counts the conversation.
CREATE VIRTUAL TABLE recall_fts USING fts5 (
    terms, tokenize = "unicode61 remove_diacritics 0 tokenchars '_'"
);
CREATE VIRTUAL TABLE recall_vocab USING fts5vocab (recall_fts, 'row');
