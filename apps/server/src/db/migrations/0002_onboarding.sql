CREATE TABLE "investor_brokers" (
	"user_id" text NOT NULL,
	"broker_id" text NOT NULL,
	"selected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_confirmed_at" timestamp with time zone,
	CONSTRAINT "investor_brokers_user_id_broker_id_pk" PRIMARY KEY("user_id","broker_id")
);
--> statement-breakpoint
CREATE TABLE "investor_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text,
	"preferences" jsonb DEFAULT '{"cryptoInterest":false,"noStocks":false,"internationalInterest":true}'::jsonb NOT NULL,
	"first_goal_name" text,
	"broker_step_done" boolean DEFAULT false NOT NULL,
	"allocation_step_done" boolean DEFAULT false NOT NULL,
	"onboarding_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "net_worth_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "net_worth_snapshots_amount_check" CHECK ("net_worth_snapshots"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"suitability_record_id" uuid NOT NULL,
	"profile" text NOT NULL,
	"horizon" text NOT NULL,
	"allocation" jsonb NOT NULL,
	"note" text NOT NULL,
	"adjustment_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"justifications" jsonb NOT NULL,
	"reading" text NOT NULL,
	"available_amount_cents" bigint,
	"preferences" jsonb NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendations_status_check" CHECK ("recommendations"."status" in ('pendente', 'aplicada')),
	CONSTRAINT "recommendations_reading_check" CHECK ("recommendations"."reading" in ('onboarding', 'dashboard'))
);
--> statement-breakpoint
CREATE TABLE "suitability_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"total_points" integer NOT NULL,
	"profile" text NOT NULL,
	"allocation_profile" text NOT NULL,
	"time_horizon" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "suitability_records_profile_check" CHECK ("suitability_records"."profile" in ('Conservador', 'Moderado', 'Arrojado', 'Agressivo')),
	CONSTRAINT "suitability_records_allocation_profile_check" CHECK ("suitability_records"."allocation_profile" in ('Conservador', 'Moderado', 'Arrojado')),
	CONSTRAINT "suitability_records_horizon_check" CHECK ("suitability_records"."time_horizon" in ('Curto', 'Médio', 'Longo'))
);
--> statement-breakpoint
ALTER TABLE "investor_brokers" ADD CONSTRAINT "investor_brokers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_brokers" ADD CONSTRAINT "investor_brokers_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "net_worth_snapshots" ADD CONSTRAINT "net_worth_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_suitability_record_id_suitability_records_id_fk" FOREIGN KEY ("suitability_record_id") REFERENCES "public"."suitability_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suitability_records" ADD CONSTRAINT "suitability_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investor_brokers_broker_idx" ON "investor_brokers" USING btree ("broker_id");--> statement-breakpoint
CREATE INDEX "net_worth_snapshots_user_idx" ON "net_worth_snapshots" USING btree ("user_id","recorded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recommendations_user_idx" ON "recommendations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recommendations_suitability_record_idx" ON "recommendations" USING btree ("suitability_record_id");--> statement-breakpoint
CREATE INDEX "suitability_records_user_idx" ON "suitability_records" USING btree ("user_id","completed_at" DESC NULLS LAST);