CREATE TABLE "contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"contributed_on" date NOT NULL,
	"broker_id" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributions_amount_check" CHECK ("contributions"."amount_cents" > 0),
	CONSTRAINT "contributions_category_check" CHECK ("contributions"."category" in ('Renda Fixa', 'Ações Brasil', 'Internacional', 'Cripto', 'FIIs', 'Multimercado', 'Previdência')),
	CONSTRAINT "contributions_broker_check" CHECK ("contributions"."broker_id" in ('xp', 'btg', 'agora', 'avenue', 'inter', 'rico', 'clear', 'easynvest', 'modalmais', 'outra'))
);
--> statement-breakpoint
CREATE TABLE "portfolio_holdings" (
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_holdings_user_id_category_pk" PRIMARY KEY("user_id","category"),
	CONSTRAINT "portfolio_holdings_amount_check" CHECK ("portfolio_holdings"."amount_cents" >= 0),
	CONSTRAINT "portfolio_holdings_category_check" CHECK ("portfolio_holdings"."category" in ('Renda Fixa', 'Ações Brasil', 'Internacional', 'Cripto', 'FIIs', 'Multimercado'))
);
--> statement-breakpoint
CREATE TABLE "cdi_rates" (
	"date" date PRIMARY KEY NOT NULL,
	"rate_percent" numeric(12, 8) NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"key" text PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"coverage_from" date
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_holdings" ADD CONSTRAINT "portfolio_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contributions_user_date_idx" ON "contributions" USING btree ("user_id","contributed_on" DESC NULLS LAST,"created_at" DESC NULLS LAST);