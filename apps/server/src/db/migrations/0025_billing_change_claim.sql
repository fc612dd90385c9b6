ALTER TABLE "billing_subscriptions" ADD COLUMN "change_claim_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "change_claimed_at" timestamp with time zone;