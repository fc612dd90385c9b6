CREATE TABLE "cashback_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"broker_id" text NOT NULL,
	"reference_month" date NOT NULL,
	"received_cents" bigint NOT NULL,
	"passed_on_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"credited_at" timestamp with time zone,
	"import_id" uuid,
	"entry_key" text NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_entries_month_check" CHECK (extract(day from "cashback_entries"."reference_month") = 1),
	CONSTRAINT "cashback_entries_status_check" CHECK ("cashback_entries"."status" in ('previsto', 'creditado', 'estornado')),
	CONSTRAINT "cashback_entries_amounts_check" CHECK ("cashback_entries"."received_cents" between 0 and 100000000 and "cashback_entries"."passed_on_cents" between 0 and "cashback_entries"."received_cents"),
	CONSTRAINT "cashback_entries_credited_check" CHECK (("cashback_entries"."status" = 'previsto') = ("cashback_entries"."credited_at" is null))
);
--> statement-breakpoint
CREATE TABLE "cashback_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"line_count" integer NOT NULL,
	"created_count" integer NOT NULL,
	"duplicate_count" integer NOT NULL,
	"rejected_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_rates" (
	"broker_id" text NOT NULL,
	"effective_month" date NOT NULL,
	"annual_bps" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_rates_broker_id_effective_month_pk" PRIMARY KEY("broker_id","effective_month"),
	CONSTRAINT "cashback_rates_month_check" CHECK (extract(day from "cashback_rates"."effective_month") = 1),
	CONSTRAINT "cashback_rates_bps_check" CHECK ("cashback_rates"."annual_bps" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_import_id_cashback_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."cashback_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_imports" ADD CONSTRAINT "cashback_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_rates" ADD CONSTRAINT "cashback_rates_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_rates" ADD CONSTRAINT "cashback_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_entries_key_idx" ON "cashback_entries" USING btree ("entry_key");--> statement-breakpoint
CREATE INDEX "cashback_entries_user_month_idx" ON "cashback_entries" USING btree ("user_id","reference_month" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cashback_entries_month_broker_idx" ON "cashback_entries" USING btree ("reference_month","broker_id");