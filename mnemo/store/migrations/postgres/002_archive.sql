-- What replace/clear supersede is kept, not destroyed, and every compression or
-- truncation is logged.

-- One batch per replace/clear/restore of a session; rows keep their old seq.
CREATE TABLE chat_archive (
    session_id   TEXT NOT NULL,
    batch        INTEGER NOT NULL,
    seq          INTEGER NOT NULL,
    role         TEXT NOT NULL,
    kind         TEXT NOT NULL,
    payload      TEXT NOT NULL,
    tokens       INTEGER NOT NULL,
    created_at   DOUBLE PRECISION NOT NULL,
    archived_at  DOUBLE PRECISION NOT NULL,
    reason       TEXT NOT NULL,                 -- 'replace', 'clear' or 'restore'
    PRIMARY KEY (session_id, batch, seq)
);

-- The retention job deletes by age across all sessions.
CREATE INDEX chat_archive_archived_at ON chat_archive (archived_at);

CREATE TABLE compaction_log (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    session_id     TEXT NOT NULL,
    at             DOUBLE PRECISION NOT NULL,
    strategy       TEXT NOT NULL CHECK (strategy IN ('summary', 'truncate', 'clear')),
    tokens_before  INTEGER NOT NULL,
    tokens_after   INTEGER NOT NULL,
    summary        TEXT,
    error          TEXT
);

CREATE INDEX compaction_log_session_at ON compaction_log (session_id, at);
