CREATE TABLE "theo_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "theo_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theo_handoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"consultant_id" text,
	"conversation_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"question" text NOT NULL,
	"excerpt" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"chat_message_id" text,
	CONSTRAINT "theo_handoffs_status_check" CHECK ("theo_handoffs"."status" in ('pending', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "theo_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"mode" text,
	"needs_escalation" boolean DEFAULT false NOT NULL,
	"interrupted" boolean DEFAULT false NOT NULL,
	"feedback" text,
	"feedback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theo_messages_role_check" CHECK ("theo_messages"."role" in ('user', 'theo')),
	CONSTRAINT "theo_messages_feedback_check" CHECK ("theo_messages"."feedback" is null or "theo_messages"."feedback" in ('up', 'down'))
);
--> statement-breakpoint
CREATE TABLE "theo_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"base_url" text,
	"model" text NOT NULL,
	"api_key_ciphertext" text,
	"api_key_hint" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theo_settings_single_row" CHECK ("theo_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "theo_usage" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "theo_usage_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "theo_consents" ADD CONSTRAINT "theo_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theo_conversations" ADD CONSTRAINT "theo_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theo_handoffs" ADD CONSTRAINT "theo_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theo_handoffs" ADD CONSTRAINT "theo_handoffs_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theo_handoffs" ADD CONSTRAINT "theo_handoffs_conversation_id_theo_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."theo_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theo_handoffs" ADD CONSTRAINT "theo_handoffs_message_id_theo_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."theo_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theo_messages" ADD CONSTRAINT "theo_messages_conversation_id_theo_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."theo_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theo_messages" ADD CONSTRAINT "theo_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theo_settings" ADD CONSTRAINT "theo_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theo_usage" ADD CONSTRAINT "theo_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "theo_consents_user_idx" ON "theo_consents" USING btree ("user_id","granted_at");--> statement-breakpoint
CREATE INDEX "theo_conversations_user_idx" ON "theo_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "theo_handoffs_message_idx" ON "theo_handoffs" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "theo_handoffs_pending_idx" ON "theo_handoffs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "theo_messages_conversation_idx" ON "theo_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "theo_messages_user_recent_idx" ON "theo_messages" USING btree ("user_id","role","created_at");--> statement-breakpoint
CREATE INDEX "theo_usage_month_idx" ON "theo_usage" USING btree ("month");