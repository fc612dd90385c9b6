ALTER TABLE "theo_messages" ADD COLUMN "reply_to" uuid;--> statement-breakpoint
ALTER TABLE "theo_messages" ADD CONSTRAINT "theo_messages_reply_to_theo_messages_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."theo_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "theo_messages_reply_to_idx" ON "theo_messages" USING btree ("reply_to");