-- Conversation history, one row per message; the same tables as the SQLite file.
CREATE TABLE chat_session (
    session_id   TEXT PRIMARY KEY,
    msg_count    INTEGER NOT NULL DEFAULT 0,   -- allocates chat_message.seq
    updated_at   DOUBLE PRECISION NOT NULL,
    -- Raised by every write, so a process holding the conversation in memory can tell
    -- that another process wrote to it since (checked when the turn lock is taken).
    version      BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE chat_message (
    session_id   TEXT NOT NULL,
    seq          INTEGER NOT NULL,
    role         TEXT NOT NULL,
    kind         TEXT NOT NULL DEFAULT 'chat',  -- 'chat' or 'summary'
    payload      TEXT NOT NULL,                 -- the OpenAI message as JSON text
    tokens       INTEGER NOT NULL,
    created_at   DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (session_id, seq)
);

-- Generic key/value rows: settings, counters, switches.
CREATE TABLE kv (
    namespace    TEXT NOT NULL,
    key          TEXT NOT NULL,
    value        TEXT NOT NULL,                 -- JSON
    updated_at   DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (namespace, key)
);
