ALTER TABLE "businesses" ADD COLUMN "featured_by_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A listing featured while an approved owner has premium got it from the plan (the only way before this column).
UPDATE "businesses" SET "featured_by_plan" = true WHERE "is_featured" AND EXISTS (SELECT 1 FROM "business_owners" o WHERE o."business_id" = "businesses"."id" AND o."status" = 'approved' AND o."subscription_plan" = 'premium');
