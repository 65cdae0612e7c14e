-- One row per model call, as the provider reported it: what /usage, the quotas and the
-- panel count. `day` is the local date the call counts in (quotas roll over at local
-- midnight), so a day's figures never depend on the timezone they are read in.
CREATE TABLE model_usage (
    id                 BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at                 DOUBLE PRECISION NOT NULL,
    day                TEXT NOT NULL,             -- YYYY-MM-DD, local
    conversation       TEXT NOT NULL,             -- 'g:<group>' / 'f:<user>', '' for none
    member             TEXT NOT NULL,             -- the speaker's id, '' for none
    model              TEXT NOT NULL,
    purpose            TEXT NOT NULL,             -- chat, compressor, vision, embeddings, recall
    prompt_tokens      INTEGER NOT NULL,
    completion_tokens  INTEGER NOT NULL,
    cached_tokens      INTEGER NOT NULL,
    cost               DOUBLE PRECISION           -- yuan; NULL when the model has no price
);

CREATE INDEX model_usage_day_conversation ON model_usage (day, conversation);
CREATE INDEX model_usage_day_member ON model_usage (day, member);
