CREATE TABLE "optional_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	CONSTRAINT "optional_consents_purpose_check" CHECK ("optional_consents"."purpose" in ('marketing_email'))
);
--> statement-breakpoint
CREATE TABLE "privacy_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erase_after" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privacy_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follows" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"data_affected" text NOT NULL,
	"people_affected" integer NOT NULL,
	"measures" text NOT NULL,
	"authority_notified_at" timestamp with time zone,
	"subjects_notified_at" timestamp with time zone,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_incidents_people_check" CHECK ("privacy_incidents"."people_affected" >= 0)
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"protocol" text NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('access', 'correction', 'portability', 'anonymisation', 'sharing_info', 'consent_revocation')),
	CONSTRAINT "privacy_requests_status_check" CHECK ("privacy_requests"."status" in ('open', 'answered'))
);
--> statement-breakpoint
ALTER TABLE "optional_consents" ADD CONSTRAINT "optional_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_deletions" ADD CONSTRAINT "privacy_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_incidents" ADD CONSTRAINT "privacy_incidents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "optional_consents_user_idx" ON "optional_consents" USING btree ("user_id","purpose","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_deletions_pending_idx" ON "privacy_deletions" USING btree ("user_id") WHERE "privacy_deletions"."canceled_at" is null and "privacy_deletions"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "privacy_deletions_due_idx" ON "privacy_deletions" USING btree ("erase_after");--> statement-breakpoint
CREATE INDEX "privacy_incidents_recorded_idx" ON "privacy_incidents" USING btree ("recorded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_protocol_idx" ON "privacy_requests" USING btree ("protocol");--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "privacy_requests_open_idx" ON "privacy_requests" USING btree ("status","due_at");