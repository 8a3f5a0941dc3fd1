-- A listing has at most one approved owner (issue 28). Before the index: where a race already gave one
-- listing several approved owners, the earliest approval stays and the later ones are unlinked (rejected,
-- with the reason below), as an approval without "replace existing owner" would have done.
UPDATE "business_owners" AS o
SET "status" = 'rejected', "business_id" = NULL, "rejection_reason" = 'İşletmenin onaylı bir sahibi zaten vardı; başvurunuz bu yüzden kapatıldı.', "updated_at" = now()
WHERE o."status" = 'approved' AND o."business_id" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "business_owners" AS e WHERE e."business_id" = o."business_id" AND e."status" = 'approved' AND e."id" < o."id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_owners_one_approved_idx" ON "business_owners" USING btree ("business_id") WHERE "business_owners"."status" = 'approved';
