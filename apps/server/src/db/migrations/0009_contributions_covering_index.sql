-- The dashboard sums an investor's aportes (count, total, per day) on every visit. With the
-- amount in the index those sums are index-only scans: aportes recorded over months sit on
-- different heap pages, and visiting each of them is what grows with the data. Same name and
-- key columns as the schema declares (drizzle cannot express INCLUDE).
DROP INDEX IF EXISTS "contributions_user_date_idx";--> statement-breakpoint
CREATE INDEX "contributions_user_date_idx" ON "contributions" USING btree ("user_id","contributed_on" DESC NULLS LAST,"created_at" DESC NULLS LAST) INCLUDE ("amount_cents");
