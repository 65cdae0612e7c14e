-- Conversation history, one row per message (SPEC section 4).
CREATE TABLE chat_session (
    session_id   TEXT PRIMARY KEY,
    msg_count    INTEGER NOT NULL DEFAULT 0,   -- allocates chat_message.seq
    updated_at   REAL NOT NULL
);

CREATE TABLE chat_message (
    session_id   TEXT NOT NULL,
    seq          INTEGER NOT NULL,
    role         TEXT NOT NULL,
    kind         TEXT NOT NULL DEFAULT 'chat',  -- 'chat' or 'summary'
    payload      TEXT NOT NULL,                 -- the OpenAI message as JSON
    tokens       INTEGER NOT NULL,
    created_at   REAL NOT NULL,
    PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;

-- Generic key/value rows: settings, counters, switches, and the KV history backend.
CREATE TABLE kv (
    namespace    TEXT NOT NULL,
    key          TEXT NOT NULL,
    value        TEXT NOT NULL,                 -- JSON
    updated_at   REAL NOT NULL,
    PRIMARY KEY (namespace, key)
) WITHOUT ROWID;
