ALTER TABLE "portfolio_holdings" ADD COLUMN "from_b3" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The dashboard and /carteira caches (ADR 010) read the B3 holdings and imports: a change drops
-- the investor's entries; a change of the shared catalogue drops everyone's.
CREATE TRIGGER security_holdings_notify_change AFTER INSERT OR UPDATE OR DELETE ON security_holdings FOR EACH ROW EXECUTE FUNCTION algoone_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER b3_imports_notify_change AFTER INSERT OR UPDATE OR DELETE ON b3_imports FOR EACH ROW EXECUTE FUNCTION algoone_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER security_catalogue_notify_change AFTER INSERT OR UPDATE OR DELETE ON security_catalogue FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER security_holdings_notify_truncate AFTER TRUNCATE ON security_holdings FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER b3_imports_notify_truncate AFTER TRUNCATE ON b3_imports FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER security_catalogue_notify_truncate AFTER TRUNCATE ON security_catalogue FOR EACH STATEMENT EXECUTE FUNCTION algoone_notify_shared_change();
