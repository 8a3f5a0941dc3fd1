ALTER TABLE "businesses" ADD COLUMN "priority_listing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_priority_idx" ON "businesses" USING btree ("id") WHERE "businesses"."priority_listing" AND "businesses"."status" = 'approved';--> statement-breakpoint
-- Custom (not generated): listings whose approved owner already has a paid plan get their priority now (decision 023).
UPDATE "businesses" SET "priority_listing" = true WHERE "id" IN (SELECT "business_id" FROM "business_owners" WHERE "status" = 'approved' AND "subscription_plan" IN ('basic', 'premium') AND "business_id" IS NOT NULL);
