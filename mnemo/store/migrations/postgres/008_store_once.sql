-- Each message of a conversation is stored once (SQLite made this change in 005).
--
-- `chat_message` becomes the one copy of every message: `seq` is the message's id within
-- its session (never reused while anything refers to it), `pos` its place in the active
-- conversation (NULL once a compression, clear or restore superseded it). An archive batch
-- is a list of references, so a message kept verbatim by a compression is not copied
-- into the archive again and again. `chat_session.msg_count` stays the number of active
-- messages (the next `pos`); `next_id` is the next `seq`.
ALTER TABLE chat_message ADD COLUMN pos INTEGER;
UPDATE chat_message SET pos = seq;
CREATE UNIQUE INDEX chat_message_active ON chat_message (session_id, pos)
    WHERE pos IS NOT NULL;

ALTER TABLE chat_session ADD COLUMN next_id INTEGER NOT NULL DEFAULT 0;

-- The old archive held full copies; each distinct copy becomes one message row.
DROP INDEX chat_archive_archived_at;
ALTER TABLE chat_archive RENAME CONSTRAINT chat_archive_pkey TO chat_archive_copies_pkey;
ALTER TABLE chat_archive RENAME TO chat_archive_copies;

CREATE TABLE chat_archive (
    session_id   TEXT NOT NULL,
    batch        INTEGER NOT NULL,
    pos          INTEGER NOT NULL,              -- the message's place in that conversation
    msg_id       INTEGER NOT NULL,              -- chat_message.seq
    archived_at  DOUBLE PRECISION NOT NULL,
    reason       TEXT NOT NULL,                 -- 'replace', 'clear' or 'restore'
    PRIMARY KEY (session_id, batch, pos),
    -- Several processes write here: the server itself refuses a batch that refers to a
    -- message no longer stored. Checked at commit, so a transaction (the SQLite copy
    -- among them) may write the two tables in either order.
    FOREIGN KEY (session_id, msg_id) REFERENCES chat_message (session_id, seq)
        DEFERRABLE INITIALLY DEFERRED
);
-- The retention job deletes by age across all sessions, then the messages no batch
-- refers to any more.
CREATE INDEX chat_archive_archived_at ON chat_archive (archived_at);
CREATE INDEX chat_archive_msg ON chat_archive (session_id, msg_id);

-- A copy is the same message as an active one (or another copy) when role, kind, payload,
-- tokens and time agree; `k` tells apart a message repeated within one list.
CREATE TEMP TABLE copies AS
SELECT session_id, batch, seq AS pos, role, kind, payload, tokens, created_at, archived_at,
       reason, ROW_NUMBER() OVER (PARTITION BY session_id, batch, role, kind, payload, tokens,
                                  created_at ORDER BY seq) AS k
FROM chat_archive_copies;

CREATE TEMP TABLE actives AS
SELECT session_id, seq, role, kind, payload, tokens, created_at,
       ROW_NUMBER() OVER (PARTITION BY session_id, role, kind, payload, tokens, created_at
                          ORDER BY seq) AS k
FROM chat_message;

-- One row per distinct archived message: the active row it is, if any, and where it was
-- first seen (archived-only messages get their ids in that order).
CREATE TEMP TABLE distinct_copies AS
SELECT c.session_id, c.role, c.kind, c.payload, c.tokens, c.created_at, c.k,
       MIN(c.batch::BIGINT * 1000000000 + c.pos) AS first_seen,
       MIN(a.seq) AS active_seq
FROM copies c LEFT JOIN actives a
  ON a.session_id = c.session_id AND a.role = c.role AND a.kind = c.kind
 AND a.payload = c.payload AND a.tokens = c.tokens AND a.created_at = c.created_at
 AND a.k = c.k
GROUP BY c.session_id, c.role, c.kind, c.payload, c.tokens, c.created_at, c.k;

-- Archived-only messages are numbered after the session's active ones.
CREATE TEMP TABLE new_ids AS
SELECT d.*, COALESCE(d.active_seq,
       COALESCE((SELECT MAX(m.seq) + 1 FROM chat_message m
                 WHERE m.session_id = d.session_id), 0)
       + ROW_NUMBER() OVER (PARTITION BY d.session_id, d.active_seq IS NULL
                            ORDER BY d.first_seen) - 1) AS id
FROM distinct_copies d;

INSERT INTO chat_message (session_id, seq, role, kind, payload, tokens, created_at, pos)
SELECT session_id, id, role, kind, payload, tokens, created_at, NULL
FROM new_ids WHERE active_seq IS NULL;

INSERT INTO chat_archive (session_id, batch, pos, msg_id, archived_at, reason)
SELECT c.session_id, c.batch, c.pos, n.id, c.archived_at, c.reason
FROM copies c JOIN new_ids n
  ON n.session_id = c.session_id AND n.role = c.role AND n.kind = c.kind
 AND n.payload = c.payload AND n.tokens = c.tokens AND n.created_at = c.created_at
 AND n.k = c.k;

-- Every session with a stored message has its row (the writers lock it), and its next id
-- follows every id now in use.
INSERT INTO chat_session (session_id, msg_count, updated_at)
SELECT DISTINCT session_id, 0, 0 FROM chat_message
ON CONFLICT (session_id) DO NOTHING;
UPDATE chat_session s SET next_id = COALESCE(
    (SELECT MAX(m.seq) + 1 FROM chat_message m WHERE m.session_id = s.session_id), 0);

DROP TABLE chat_archive_copies;
DROP TABLE copies;
DROP TABLE actives;
DROP TABLE distinct_copies;
DROP TABLE new_ids;
