ALTER TABLE "theo_usage" ADD COLUMN "reserved_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "theo_usage" ADD COLUMN "reserved_until" timestamp with time zone;