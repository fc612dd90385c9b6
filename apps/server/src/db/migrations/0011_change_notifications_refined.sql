-- Refines 0010 (ADR 010). Shared data notifies only when a row really changes: the CDI sync's
-- "insert ... on conflict do nothing" and its lease updates used to clear every node's caches
-- on each run, and the broker seed on each start. TRUNCATE, which row triggers do not see,
-- notifies '*' on every table the caches read.
DROP TRIGGER cdi_rates_notify_change ON cdi_rates;
--> statement-breakpoint
DROP TRIGGER sync_state_notify_change ON sync_state;
--> statement-breakpoint
DROP TRIGGER brokers_notify_change ON brokers;
--> statement-breakpoint
CREATE TRIGGER cdi_rates_notify_change AFTER INSERT OR UPDATE OR DELETE ON cdi_rates FOR EACH ROW EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER brokers_notify_change AFTER INSERT OR UPDATE OR DELETE ON brokers FOR EACH ROW EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
-- The dashboard reads only these two columns of sync_state.
CREATE TRIGGER sync_state_notify_change AFTER UPDATE ON sync_state FOR EACH ROW WHEN (OLD.last_success_at IS DISTINCT FROM NEW.last_success_at OR OLD.coverage_from IS DISTINCT FROM NEW.coverage_from) EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER sync_state_notify_insert_delete AFTER INSERT OR DELETE ON sync_state FOR EACH ROW EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER investor_profiles_notify_truncate AFTER TRUNCATE ON investor_profiles FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER investor_brokers_notify_truncate AFTER TRUNCATE ON investor_brokers FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER net_worth_snapshots_notify_truncate AFTER TRUNCATE ON net_worth_snapshots FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER contributions_notify_truncate AFTER TRUNCATE ON contributions FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER portfolio_holdings_notify_truncate AFTER TRUNCATE ON portfolio_holdings FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER suitability_records_notify_truncate AFTER TRUNCATE ON suitability_records FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER recommendations_notify_truncate AFTER TRUNCATE ON recommendations FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER cdi_rates_notify_truncate AFTER TRUNCATE ON cdi_rates FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER sync_state_notify_truncate AFTER TRUNCATE ON sync_state FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER brokers_notify_truncate AFTER TRUNCATE ON brokers FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
