-- Caches in each server process (resolved sessions, dashboards) stay correct across nodes by
-- hearing every change to the rows they were built from: a NOTIFY on 'algoone_changes' whose
-- payload is the user id the row belongs to, or '*' for data every user shares. PostgreSQL
-- delivers a transaction's notifications at commit and folds identical ones, so a CSV import
-- of 500 aportes is one notification. See docs/decisions/010-response-caches.md.
CREATE FUNCTION algoone_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_owner text;
  old_owner text;
BEGIN
  IF TG_OP <> 'DELETE' THEN new_owner := to_jsonb(NEW) ->> TG_ARGV[0]; END IF;
  IF TG_OP <> 'INSERT' THEN old_owner := to_jsonb(OLD) ->> TG_ARGV[0]; END IF;
  IF new_owner IS NOT NULL THEN PERFORM pg_notify('algoone_changes', new_owner); END IF;
  IF old_owner IS NOT NULL AND old_owner IS DISTINCT FROM new_owner THEN
    PERFORM pg_notify('algoone_changes', old_owner);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION algoone_notify_shared_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('algoone_changes', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION algoone_notify_user_change('id');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER INSERT OR UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION algoone_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER investor_profiles_notify_change AFTER INSERT OR UPDATE OR DELETE ON investor_profiles FOR EACH ROW EXECUTE FUNCTION algoone_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER investor_brokers_notify_change AFTER INSERT OR UPDATE OR DELETE ON investor_brokers FOR EACH ROW EXECUTE FUNCTION algoone_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER net_worth_snapshots_notify_change AFTER INSERT OR UPDATE OR DELETE ON net_worth_snapshots FOR EACH ROW EXECUTE FUNCTION algoone_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER contributions_notify_change AFTER INSERT OR UPDATE OR DELETE ON contributions FOR EACH ROW EXECUTE FUNCTION algoone_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER portfolio_holdings_notify_change AFTER INSERT OR UPDATE OR DELETE ON portfolio_holdings FOR EACH ROW EXECUTE FUNCTION algoone_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER suitability_records_notify_change AFTER INSERT OR UPDATE OR DELETE ON suitability_records FOR EACH ROW EXECUTE FUNCTION algoone_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER recommendations_notify_change AFTER INSERT OR UPDATE OR DELETE ON recommendations FOR EACH ROW EXECUTE FUNCTION algoone_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER cdi_rates_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cdi_rates FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER sync_state_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sync_state FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER brokers_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brokers FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
