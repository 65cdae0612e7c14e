-- The web panel's login limiter and one-time links, shared by every process on the
-- database and kept across restarts.
--
-- One row per login attempt in the limiter's window: 'checking' while its password is
-- being checked (reserved before the check, so concurrent guesses cannot overtake the
-- count), 'failed' after a wrong one, 'cleared' once the address logged in (it still
-- counts towards the overall cap, no longer towards the address's own).
CREATE TABLE panel_attempts (
    id     BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    ip     TEXT NOT NULL,
    at     DOUBLE PRECISION NOT NULL,           -- unix time
    state  TEXT NOT NULL                        -- 'checking' | 'failed' | 'cleared'
);

CREATE INDEX panel_attempts_ip ON panel_attempts (ip, at);

-- One-time login links sent by /panel: the hash of the link's token, never the token.
CREATE TABLE panel_links (
    key      TEXT PRIMARY KEY,
    user_id  TEXT NOT NULL,                     -- the QQ account the link was sent to
    expires  DOUBLE PRECISION NOT NULL          -- unix time
);
