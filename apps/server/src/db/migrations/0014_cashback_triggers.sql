-- Cashback (docs/decisions/013-cashback-ledger.md). Self-contained: it may run after other
-- branches' migrations.

-- The rate history starts with each existing broker's current rate, from the first month
-- anyone could have had an account (fresh databases get theirs from the seed).
INSERT INTO cashback_rates (broker_id, effective_month, annual_bps)
  SELECT id, DATE '2000-01-01', cashback_annual_bps FROM brokers
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The ledger is evidence of money passed on: a correction is a new row, never an edit. The
-- one change allowed is the foreign key's own: forgetting who recorded a row when that staff
-- account is deleted.
CREATE OR REPLACE FUNCTION cashback_refuse_update() RETURNS trigger AS $$
BEGIN
  IF (to_jsonb(NEW) - 'recorded_by' - 'created_by') = (to_jsonb(OLD) - 'recorded_by' - 'created_by') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: record a correction as a new row', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cashback_entries_append_only BEFORE UPDATE ON cashback_entries FOR EACH ROW EXECUTE FUNCTION cashback_refuse_update();
--> statement-breakpoint
CREATE TRIGGER cashback_rates_append_only BEFORE UPDATE ON cashback_rates FOR EACH ROW EXECUTE FUNCTION cashback_refuse_update();
--> statement-breakpoint
-- Change feed (docs/decisions/010-response-caches.md): the dashboard reads the investor's
-- ledger (per-user rows) and the rates (shared). The functions come from 0010.
CREATE TRIGGER cashback_entries_notify_change AFTER INSERT OR UPDATE OR DELETE ON cashback_entries FOR EACH ROW EXECUTE FUNCTION algoone_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER cashback_entries_notify_truncate AFTER TRUNCATE ON cashback_entries FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER cashback_rates_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cashback_rates FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
