CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investor_id" text NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"investor_delivered_seq" integer DEFAULT 0 NOT NULL,
	"investor_read_seq" integer DEFAULT 0 NOT NULL,
	"staff_delivered_seq" integer DEFAULT 0 NOT NULL,
	"staff_read_seq" integer DEFAULT 0 NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"consultant_emailed_at" timestamp with time zone,
	"investor_emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_investor_id_unique" UNIQUE("investor_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"author" text NOT NULL,
	"author_id" text,
	"text" text NOT NULL,
	"review_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_conversation_seq_key" UNIQUE("conversation_id","seq"),
	CONSTRAINT "chat_messages_kind_check" CHECK ("chat_messages"."kind" in ('text', 'review_request', 'handoff', 'acknowledgement')),
	CONSTRAINT "chat_messages_author_check" CHECK ("chat_messages"."author" in ('investor', 'consultant', 'system'))
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"user_id" text NOT NULL,
	"node_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_presence_user_id_node_id_pk" PRIMARY KEY("user_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "chat_review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counter_time" timestamp with time zone,
	"scheduled_for" timestamp with time zone,
	"goal_id" uuid,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_review_requests_kind_check" CHECK ("chat_review_requests"."kind" in ('schedule', 'human_review', 'goal_review')),
	CONSTRAINT "chat_review_requests_status_check" CHECK ("chat_review_requests"."status" in ('pending', 'counter_proposed', 'confirmed', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"ics" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_review_request_id_chat_review_requests_id_fk" FOREIGN KEY ("review_request_id") REFERENCES "public"."chat_review_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_review_requests" ADD CONSTRAINT "chat_review_requests_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_review_requests" ADD CONSTRAINT "chat_review_requests_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_review_requests" ADD CONSTRAINT "chat_review_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_waiting_idx" ON "chat_conversations" USING btree ("waiting_since");--> statement-breakpoint
CREATE INDEX "chat_review_requests_conversation_idx" ON "chat_review_requests" USING btree ("conversation_id","status");--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."sent_at" is null;