-- Reminders members asked for: posted once in their conversation when due. `state` is
-- 'pending' until one process claims it ('sent', in the same statement that checks it is
-- still pending) or a member cancels it ('cancelled').
CREATE TABLE reminder (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation  TEXT NOT NULL,                 -- g:<group> / f:<user> (@<account>)
    member        TEXT NOT NULL,                 -- who asked (QQ id)
    text          TEXT NOT NULL,
    due_at        REAL NOT NULL,                 -- unix time
    created_at    REAL NOT NULL,
    state         TEXT NOT NULL DEFAULT 'pending',
    done_at       REAL                           -- when it was sent or cancelled
);

CREATE INDEX reminder_pending ON reminder (state, due_at);
CREATE INDEX reminder_conversation ON reminder (conversation, state);
