CREATE TABLE "activity_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"week_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "progress_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"xp" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_grants_once" UNIQUE("user_id","kind","ref","period"),
	CONSTRAINT "progress_grants_kind_check" CHECK ("progress_grants"."kind" in ('mission', 'badge', 'module', 'level')),
	CONSTRAINT "progress_grants_xp_check" CHECK ("progress_grants"."xp" >= 0),
	CONSTRAINT "progress_grants_period_check" CHECK (("progress_grants"."kind" = 'mission') = ("progress_grants"."period" <> ''))
);
--> statement-breakpoint
CREATE TABLE "academy_lessons" (
	"module_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_lessons_module_id_id_pk" PRIMARY KEY("module_id","id")
);
--> statement-breakpoint
CREATE TABLE "academy_modules" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"xp" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_modules_xp_check" CHECK ("academy_modules"."xp" >= 0),
	CONSTRAINT "academy_modules_duration_check" CHECK ("academy_modules"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"user_id" text NOT NULL,
	"module_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_user_id_module_id_lesson_id_pk" PRIMARY KEY("user_id","module_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_grants" ADD CONSTRAINT "progress_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_lessons" ADD CONSTRAINT "academy_lessons_module_id_academy_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."academy_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_fk" FOREIGN KEY ("module_id","lesson_id") REFERENCES "public"."academy_lessons"("module_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_user_idx" ON "activity_events" USING btree ("user_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "progress_grants_user_recent_idx" ON "progress_grants" USING btree ("user_id","completed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "academy_lessons_order_idx" ON "academy_lessons" USING btree ("module_id","sort_order");