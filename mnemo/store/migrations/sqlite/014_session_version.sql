-- The conversation's write count, as PostgreSQL has kept it since 001: both databases
-- now run the one history store (mnemo/store/sql/history.py), whose writes raise it.
-- Only a process sharing a PostgreSQL database reads it (its turn lock).
ALTER TABLE chat_session ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
