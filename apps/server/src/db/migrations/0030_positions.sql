CREATE TABLE "b3_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"file_date" date,
	"line_count" integer NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"ignored" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_catalogue" (
	"ticker" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"index_name" text,
	"issuer_cnpj" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_catalogue_kind_check" CHECK ("security_catalogue"."kind" in ('acao', 'unit', 'fii', 'etf', 'bdr', 'tesouro')),
	CONSTRAINT "security_catalogue_category_check" CHECK ("security_catalogue"."category" in ('Renda Fixa', 'Ações Brasil', 'Internacional', 'Cripto', 'FIIs', 'Multimercado')),
	CONSTRAINT "security_catalogue_cnpj_check" CHECK ("security_catalogue"."issuer_cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "security_choices" (
	"user_id" text NOT NULL,
	"security_key" text NOT NULL,
	"category" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_choices_user_id_security_key_pk" PRIMARY KEY("user_id","security_key"),
	CONSTRAINT "security_choices_category_check" CHECK ("security_choices"."category" in ('Renda Fixa', 'Ações Brasil', 'Internacional', 'Cripto', 'FIIs', 'Multimercado'))
);
--> statement-breakpoint
CREATE TABLE "security_holdings" (
	"user_id" text NOT NULL,
	"security_key" text NOT NULL,
	"institution" text NOT NULL,
	"family" text NOT NULL,
	"ticker" text,
	"name" text NOT NULL,
	"quantity" numeric(24, 8) NOT NULL,
	"price_cents" bigint,
	"value_cents" bigint NOT NULL,
	"issuer_cnpj" text,
	"maturity" date,
	"category" text,
	"category_source" text NOT NULL,
	"category_reason" text NOT NULL,
	"as_of" date NOT NULL,
	"import_id" uuid,
	CONSTRAINT "security_holdings_user_id_security_key_institution_pk" PRIMARY KEY("user_id","security_key","institution"),
	CONSTRAINT "security_holdings_value_check" CHECK ("security_holdings"."value_cents" >= 0),
	CONSTRAINT "security_holdings_quantity_check" CHECK ("security_holdings"."quantity" >= 0),
	CONSTRAINT "security_holdings_category_check" CHECK ("security_holdings"."category" is null or "security_holdings"."category" in ('Renda Fixa', 'Ações Brasil', 'Internacional', 'Cripto', 'FIIs', 'Multimercado'))
);
--> statement-breakpoint
CREATE TABLE "security_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"moved_on" date NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"movement_class" text NOT NULL,
	"product" text NOT NULL,
	"ticker" text,
	"institution" text NOT NULL,
	"quantity" numeric(24, 8),
	"unit_price_cents" bigint,
	"value_cents" bigint,
	"import_id" uuid
);
--> statement-breakpoint
CREATE TABLE "security_trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"traded_on" date NOT NULL,
	"side" text NOT NULL,
	"ticker" text NOT NULL,
	"institution" text NOT NULL,
	"quantity" numeric(24, 8) NOT NULL,
	"price_cents" bigint NOT NULL,
	"value_cents" bigint NOT NULL,
	"import_id" uuid
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "b3_imports" ADD CONSTRAINT "b3_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_catalogue" ADD CONSTRAINT "security_catalogue_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_choices" ADD CONSTRAINT "security_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_holdings" ADD CONSTRAINT "security_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_holdings" ADD CONSTRAINT "security_holdings_import_id_b3_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."b3_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_movements" ADD CONSTRAINT "security_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_movements" ADD CONSTRAINT "security_movements_import_id_b3_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."b3_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_trades" ADD CONSTRAINT "security_trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_trades" ADD CONSTRAINT "security_trades_import_id_b3_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."b3_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "b3_imports_user_idx" ON "b3_imports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "b3_imports_user_sha_idx" ON "b3_imports" USING btree ("user_id","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "security_movements_fingerprint_idx" ON "security_movements" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE INDEX "security_movements_user_date_idx" ON "security_movements" USING btree ("user_id","moved_on");--> statement-breakpoint
CREATE UNIQUE INDEX "security_trades_fingerprint_idx" ON "security_trades" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE INDEX "security_trades_user_date_idx" ON "security_trades" USING btree ("user_id","traded_on");--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_source_key_idx" ON "contributions" USING btree ("user_id","source_key");