-- The quotas of several processes on one database are the database's: today's tokens per
-- conversation and member, added to by every process's turns (in the turn's own
-- transaction) and read back by each one every second, and the alerts and notices told
-- today, claimed by the one process that tells them.
CREATE TABLE quota_tally (
    day           TEXT NOT NULL,               -- YYYY-MM-DD, local (as model_usage.day)
    conversation  TEXT NOT NULL,               -- '' for none
    member        TEXT NOT NULL,               -- '' for none
    tokens        BIGINT NOT NULL,
    updated_at    DOUBLE PRECISION NOT NULL,   -- the server's clock: what a refresh asks
    PRIMARY KEY (day, conversation, member)
);

CREATE INDEX quota_tally_day_updated ON quota_tally (day, updated_at);

CREATE TABLE quota_note (
    day   TEXT NOT NULL,
    note  TEXT NOT NULL,                       -- e.g. 'group_quota|g:1000'
    PRIMARY KEY (day, note)
);

-- Today (and yesterday, whatever the timezone) counted from the usage already stored, and
-- the notices already told, so an upgrade neither forgets nor repeats them.
INSERT INTO quota_tally (day, conversation, member, tokens, updated_at)
SELECT day, conversation, member, SUM(prompt_tokens + completion_tokens),
       extract(epoch FROM clock_timestamp())
FROM model_usage WHERE day >= to_char(now() - interval '2 days', 'YYYY-MM-DD')
GROUP BY day, conversation, member;

INSERT INTO quota_note (day, note)
SELECT key, jsonb_array_elements_text(value::jsonb) FROM kv WHERE namespace = 'quota_notes'
ON CONFLICT DO NOTHING;
