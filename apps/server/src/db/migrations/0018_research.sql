CREATE TABLE "research_analysts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"cnpi" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"user_id" text,
	"kind" text DEFAULT 'download' NOT NULL,
	"ip_address" text,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_grants" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_by" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_report_files" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"page_count" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_report_files_size_check" CHECK ("research_report_files"."bytes" between 1 and 20971520)
);
--> statement-breakpoint
CREATE TABLE "research_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"author" text NOT NULL,
	"analyst_cnpi" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"is_example" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_reports_category_check" CHECK ("research_reports"."category" in ('Ações', 'FIIs', 'Renda Fixa', 'Multimercado', 'Internacional')),
	CONSTRAINT "research_reports_status_check" CHECK ("research_reports"."status" in ('draft', 'published', 'withdrawn')),
	CONSTRAINT "research_reports_published_check" CHECK ("research_reports"."status" = 'draft' or ("research_reports"."published_at" is not null and "research_reports"."analyst_cnpi" is not null))
);
--> statement-breakpoint
ALTER TABLE "research_analysts" ADD CONSTRAINT "research_analysts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_analysts" ADD CONSTRAINT "research_analysts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_downloads" ADD CONSTRAINT "research_downloads_report_id_research_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."research_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_downloads" ADD CONSTRAINT "research_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_grants" ADD CONSTRAINT "research_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_grants" ADD CONSTRAINT "research_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_report_files" ADD CONSTRAINT "research_report_files_report_id_research_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."research_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_report_files" ADD CONSTRAINT "research_report_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_reports" ADD CONSTRAINT "research_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "research_analysts_cnpi_idx" ON "research_analysts" USING btree ("cnpi");--> statement-breakpoint
CREATE INDEX "research_downloads_report_idx" ON "research_downloads" USING btree ("report_id","downloaded_at");--> statement-breakpoint
CREATE INDEX "research_downloads_user_idx" ON "research_downloads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "research_reports_listing_idx" ON "research_reports" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_reports_category_idx" ON "research_reports" USING btree ("category","status","published_at" DESC NULLS LAST);