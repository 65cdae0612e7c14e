-- Long-term memory, one row per memory. Independent of 002.
CREATE TABLE memory (
    scope        TEXT NOT NULL,                 -- 'g:<group_id>' or 'f:<user_id>'
    id           INTEGER NOT NULL,              -- per scope, allocated from memory_seq
    content      TEXT NOT NULL,
    norm         TEXT NOT NULL,                 -- content with whitespace folded, for dedup
    tags         TEXT NOT NULL DEFAULT '[]',    -- JSON list of strings
    embedding    TEXT,                          -- JSON list of floats, NULL without embeddings
    created_at   TEXT NOT NULL,                 -- fixed-width UTC: text order is time order
    updated_at   TEXT NOT NULL,
    PRIMARY KEY (scope, id)
);

-- Dedup is enforced by the schema too, whatever path a row takes in.
CREATE UNIQUE INDEX memory_scope_norm ON memory (scope, norm);

-- The highest id ever given out per scope, so a forgotten id is never reused (a model or
-- admin holding an old "#7" must not hit a different memory).
CREATE TABLE memory_seq (
    scope        TEXT PRIMARY KEY,
    last_id      INTEGER NOT NULL
);
