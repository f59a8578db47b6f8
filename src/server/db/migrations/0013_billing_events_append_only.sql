-- billing_events is append-only: the history of charges and state changes is never rewritten.
-- UPDATE is always refused. DELETE is refused too, except when the person's account row is already gone:
-- erasing an account (users ON DELETE CASCADE) takes their billing history with it.
CREATE FUNCTION billing_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'billing_events is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER billing_events_append_only BEFORE UPDATE OR DELETE ON billing_events
  FOR EACH ROW EXECUTE FUNCTION billing_events_append_only();
--> statement-breakpoint
CREATE TRIGGER billing_events_no_truncate BEFORE TRUNCATE ON billing_events
  FOR EACH STATEMENT EXECUTE FUNCTION billing_events_append_only();
