-- Changes nothing: SQLite got "each message stored once" in 005_recall.sql. On PostgreSQL,
-- where 005 was a no-op, this migration makes that change; the file keeps the two lists of
-- migrations numbered alike. (A statement, not none: the migration runner executes it.)
SELECT 1;
