-- Changes nothing: this migration adds the recall index on PostgreSQL, which SQLite got
-- in 005 (FTS5). The file keeps the two lists of migrations numbered alike, so a later
-- migration has the same number on both. (A statement, not none: an empty script is
-- not something every driver accepts.)
SELECT 1;
