-- Any change that can end a session or alter what a session shows (a session row updated or deleted, a user
-- row updated or deleted, cascades included) notifies 'lamplight_sessions_changed' at commit. The embedded
-- server's session cache (src/server/platform/session-cache.ts) listens and forgets everything, so an ended
-- session stops at once whatever code path ended it. Statement-level: one notification per statement, and
-- PostgreSQL folds repeats within a transaction into one. With nobody listening it costs next to nothing.
CREATE OR REPLACE FUNCTION lamplight_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lamplight_sessions_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION lamplight_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed_for_sessions AFTER UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION lamplight_sessions_changed();
