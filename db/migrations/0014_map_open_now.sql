-- The map's "open now" (GET /api/map?open=1, decision 007 addendum): index-only scans for the open matches
-- anywhere (count, first change soon) and in a bbox (the grid), instead of reading the wide rows.
DROP INDEX "businesses_map_idx";--> statement-breakpoint
CREATE INDEX "businesses_open_now_idx" ON "businesses" USING btree ("category_id","district_id","is_open","open_week","map_x","id") WHERE "businesses"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_map_idx" ON "businesses" USING btree ("map_x","map_y","latitude","longitude","category_id","district_id","rating","id","is_open","open_week") WHERE "businesses"."status" = 'approved' AND "businesses"."map_x" IS NOT NULL;