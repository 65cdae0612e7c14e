-- What admins did through the web panel: who, when, from where, what changed. Kept
-- until deleted by hand; one row per action.
CREATE TABLE panel_audit (
    id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at           DOUBLE PRECISION NOT NULL,     -- unix time
    actor        TEXT NOT NULL,                 -- how the admin logged in ('密码', 'QQ 123')
    ip           TEXT NOT NULL,
    action       TEXT NOT NULL,                 -- e.g. 'setting.set', 'memory.edit'
    detail       TEXT NOT NULL DEFAULT ''       -- never a secret's value
);

CREATE INDEX panel_audit_at ON panel_audit (at);
