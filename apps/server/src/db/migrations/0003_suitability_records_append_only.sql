-- A completed suitability profile is evidence of what the investor answered (CVM Res. 30/2021):
-- a redo adds a record, nothing rewrites one. Rows go only with their account (LGPD erasure
-- cascades from users); a direct DELETE while the account exists is refused too.
CREATE OR REPLACE FUNCTION suitability_records_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'suitability_records is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER suitability_records_append_only
  BEFORE UPDATE OR DELETE ON suitability_records
  FOR EACH ROW EXECUTE FUNCTION suitability_records_refuse_change();
--> statement-breakpoint
CREATE TRIGGER suitability_records_no_truncate
  BEFORE TRUNCATE ON suitability_records
  FOR EACH STATEMENT EXECUTE FUNCTION suitability_records_refuse_change();
