-- What an investor did and what it earned are history: a grant counts once and is never
-- rewritten, so XP cannot be edited into or out of an account. Rows go only with their account
-- (LGPD erasure cascades from users); a direct UPDATE or DELETE while the account exists is refused.
CREATE OR REPLACE FUNCTION gamification_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER activity_events_append_only
  BEFORE UPDATE OR DELETE ON activity_events
  FOR EACH ROW EXECUTE FUNCTION gamification_refuse_change();
--> statement-breakpoint
CREATE TRIGGER activity_events_no_truncate
  BEFORE TRUNCATE ON activity_events
  FOR EACH STATEMENT EXECUTE FUNCTION gamification_refuse_change();
--> statement-breakpoint
CREATE TRIGGER progress_grants_append_only
  BEFORE UPDATE OR DELETE ON progress_grants
  FOR EACH ROW EXECUTE FUNCTION gamification_refuse_change();
--> statement-breakpoint
CREATE TRIGGER progress_grants_no_truncate
  BEFORE TRUNCATE ON progress_grants
  FOR EACH STATEMENT EXECUTE FUNCTION gamification_refuse_change();
