-- What a server keeps of a person's hot reads (today's completions, growth stats: src/server/platform/read-cache.ts)
-- is forgotten when the database says the rows under it changed, whatever code path changed them. Each statement
-- that writes completions, gratitudes, journal entries or progress notifies 'lamplight_reads_changed' at commit,
-- once per person it touched (the payload is their id); a change to anyone's progress, or a person joining or
-- leaving, also notifies 'ranking' (everyone's position may have moved). A statement touching more than 100 people,
-- or a TRUNCATE, notifies '*' (forget everything). Statement-level, through transition tables: one trigger call per
-- statement, and PostgreSQL folds repeated notifications within a transaction into one.
CREATE OR REPLACE FUNCTION lamplight_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('lamplight_reads_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM (SELECT user_id FROM changed UNION ALL SELECT user_id FROM changed_before) AS touched;
  ELSE
    SELECT array_agg(DISTINCT user_id) INTO ids FROM changed;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('lamplight_reads_changed', '*');
    RETURN NULL;
  END IF;
  PERFORM pg_notify('lamplight_reads_changed', id::text) FROM unnest(ids) AS id;
  IF TG_NARGS > 0 AND TG_ARGV[0] = 'ranking' THEN
    PERFORM pg_notify('lamplight_reads_changed', 'ranking');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lamplight_ranking_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lamplight_reads_changed', CASE WHEN TG_OP = 'TRUNCATE' THEN '*' ELSE 'ranking' END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER completions_reads_inserted AFTER INSERT ON completions REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER completions_reads_updated AFTER UPDATE ON completions REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER completions_reads_deleted AFTER DELETE ON completions REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER completions_reads_truncated AFTER TRUNCATE ON completions FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER gratitudes_reads_inserted AFTER INSERT ON gratitudes REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER gratitudes_reads_updated AFTER UPDATE ON gratitudes REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER gratitudes_reads_deleted AFTER DELETE ON gratitudes REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER gratitudes_reads_truncated AFTER TRUNCATE ON gratitudes FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER journal_entries_reads_inserted AFTER INSERT ON journal_entries REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER journal_entries_reads_updated AFTER UPDATE ON journal_entries REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER journal_entries_reads_deleted AFTER DELETE ON journal_entries REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER journal_entries_reads_truncated AFTER TRUNCATE ON journal_entries FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER user_progress_reads_inserted AFTER INSERT ON user_progress REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed('ranking');
--> statement-breakpoint
CREATE TRIGGER user_progress_reads_updated AFTER UPDATE ON user_progress REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed('ranking');
--> statement-breakpoint
CREATE TRIGGER user_progress_reads_deleted AFTER DELETE ON user_progress REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed('ranking');
--> statement-breakpoint
CREATE TRIGGER user_progress_reads_truncated AFTER TRUNCATE ON user_progress FOR EACH STATEMENT EXECUTE FUNCTION lamplight_reads_changed();
--> statement-breakpoint
CREATE TRIGGER users_ranking_changed AFTER INSERT OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION lamplight_ranking_changed();
