-- The audit log is the bot's, not only the panel's: every admin action from QQ, the web
-- panel or the command line. `front` says which ('qq', 'panel', 'cli'); the rows before
-- this migration all came from the panel or its command line. `ip` holds where the
-- action came from: an address for the panel, the conversation for QQ.
ALTER TABLE panel_audit ADD COLUMN front TEXT NOT NULL DEFAULT 'panel';
