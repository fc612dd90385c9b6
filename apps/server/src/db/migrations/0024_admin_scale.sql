-- The admin area at 100,000 investors (issue #18, ADR 024): each client's drift stored on write
-- for /admin/carteiras; indexes for /admin/logs (action prefix, target), /admin/objetivos (due
-- date), the consultants' client counts, email lookups in any case, and the few accounts staff
-- lists leave out (disabled, not investors). Rows for the clients who
-- already have a portfolio are written by the app at start (drift needs the domain's bands).
CREATE TABLE "portfolio_drift" (
	"user_id" text PRIMARY KEY NOT NULL,
	"profile" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"out_of_profile" boolean NOT NULL,
	"distance_pp" double precision NOT NULL,
	"classes" jsonb NOT NULL,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_consultant_idx";--> statement-breakpoint
ALTER TABLE "portfolio_drift" ADD CONSTRAINT "portfolio_drift_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_drift_order_idx" ON "portfolio_drift" USING btree ("out_of_profile" DESC NULLS LAST,"distance_pp" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_unlisted_idx" ON "users" USING btree ("id") WHERE "users"."banned" is true or "users"."role" <> 'investor';--> statement-breakpoint
CREATE INDEX "audit_log_action_prefix_idx" ON "audit_log" USING btree ("action" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id","id");--> statement-breakpoint
CREATE INDEX "goals_due_idx" ON "goals" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "users_consultant_idx" ON "users" USING btree ("consultant_id","role");--> statement-breakpoint
-- /admin/usuarios and /admin/logs' actor filter search any part of a name or email (LIKE
-- '%…%'): a trigram index answers that without reading every user. pg_trgm is a trusted
-- extension (PostgreSQL 13+), shipped with Debian's server and loaded by the app into PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
-- A consultant's clients' drift, counted from the index alone (one probe per client).
CREATE UNIQUE INDEX "portfolio_drift_cover_idx" ON "portfolio_drift" ("user_id")
  INCLUDE ("out_of_profile", "distance_pp", "profile");
