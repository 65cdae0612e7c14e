-- The recall index on PostgreSQL (SQLite got its own in 005): what each user or
-- assistant message said, for every stored message, active or archived, with its terms.
--
-- No FTS5 here, and pg_trgm is not always installed: a message's terms (cut by mnemo:
-- CJK unigrams and bigrams, words; each prefixed with the session token, `sg123_咖啡`)
-- are a text[] under a GIN index, so each conversation has its own posting lists and a
-- search costs what that conversation holds. The history store writes the rows in the
-- same transaction as the messages, so a message and its entry come and go together.
CREATE TABLE recall_doc (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    session_id     TEXT NOT NULL,
    msg_id         INTEGER NOT NULL,            -- chat_message.seq
    at             DOUBLE PRECISION NOT NULL,   -- the message's created_at
    stamp          TEXT NOT NULL,               -- the time as the conversation showed it
    role           TEXT NOT NULL,               -- 'user' or 'assistant'
    speaker        TEXT NOT NULL,               -- '小明(123456)'; '' for the bot itself
    said           TEXT NOT NULL,
    terms          TEXT[] NOT NULL,             -- session-prefixed, each once
    vec            BYTEA,                       -- float32 unit vector; NULL until embedded
    -- A process embedding this entry holds it until then, so another one skips it.
    claimed_by     TEXT,
    claimed_until  TIMESTAMPTZ
);
CREATE UNIQUE INDEX recall_doc_msg ON recall_doc (session_id, msg_id);
CREATE INDEX recall_doc_terms ON recall_doc USING gin (terms) WITH (fastupdate = off);
CREATE INDEX recall_doc_pending ON recall_doc (id) WHERE vec IS NULL;
CREATE INDEX recall_doc_vectors ON recall_doc (session_id, id) WHERE vec IS NOT NULL;

-- How many entries hold each (session-prefixed) term: what FTS5's vocabulary table
-- gives SQLite, kept up to date by every add and remove.
CREATE TABLE recall_term (
    term           TEXT PRIMARY KEY,
    docs           INTEGER NOT NULL
);

-- Per conversation: its entries and their terms counted (the ranking's document count
-- and lengths), and two stamps from `recall_stamp` that a process caching the
-- conversation's vectors compares: `generation` changes when entries are removed (or a
-- vector lands behind ones already written), `writes` when vectors are written.
CREATE TABLE recall_session (
    session_id     TEXT PRIMARY KEY,
    docs           INTEGER NOT NULL,
    tokens         BIGINT NOT NULL,             -- sum of (1 + terms) over its entries
    generation     BIGINT NOT NULL,
    writes         BIGINT NOT NULL DEFAULT 0,
    vec_high       BIGINT NOT NULL DEFAULT 0    -- the highest entry id with a vector
);
CREATE SEQUENCE recall_stamp;
