-- Changes nothing: SQLite gets `chat_session.version` here, which PostgreSQL has had
-- since 001. The file keeps the two lists of migrations numbered alike.
SELECT 1;
