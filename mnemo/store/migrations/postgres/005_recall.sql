-- Changes nothing: on SQLite this migration stores each message once and adds the
-- recall index. PostgreSQL keeps its archive of full copies and has no recall index yet
-- (the engine switches recall off there); this file keeps the two lists of migrations
-- numbered alike, so a later migration has the same number on both. (A statement, not
-- none: an empty script is not a query PostgreSQL drivers accept.)
SELECT 1;
