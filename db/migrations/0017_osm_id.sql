ALTER TABLE "businesses" ADD COLUMN "osm_id" varchar(40);--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "osm_imported" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_osm_id_unique" ON "businesses" USING btree ("osm_id");