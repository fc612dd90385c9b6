CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"target_cents" bigint NOT NULL,
	"accumulated_cents" bigint DEFAULT 0 NOT NULL,
	"term_months" integer NOT NULL,
	"priority" text DEFAULT 'Média' NOT NULL,
	"monthly_income_cents" bigint,
	"monthly_expenses_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_target_check" CHECK ("goals"."target_cents" > 0 and "goals"."target_cents" <= 100000000000),
	CONSTRAINT "goals_accumulated_check" CHECK ("goals"."accumulated_cents" >= 0 and "goals"."accumulated_cents" <= 100000000000),
	CONSTRAINT "goals_term_check" CHECK ("goals"."term_months" between 1 and 600),
	CONSTRAINT "goals_priority_check" CHECK ("goals"."priority" in ('Alta', 'Média', 'Baixa')),
	CONSTRAINT "goals_budget_check" CHECK (("goals"."monthly_income_cents" is null or "goals"."monthly_income_cents" >= 0) and ("goals"."monthly_expenses_cents" is null or "goals"."monthly_expenses_cents" >= 0)),
	CONSTRAINT "goals_name_check" CHECK (length("goals"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_user_created_idx" ON "goals" USING btree ("user_id","created_at" DESC NULLS LAST);