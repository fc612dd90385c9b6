CREATE TABLE "brokers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cashback_annual_bps" integer NOT NULL,
	"rating" text,
	"clients" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pros" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cashback_info" text,
	"create_account_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
