ALTER TYPE "public"."business_status" ADD VALUE 'importing';--> statement-breakpoint
CREATE TABLE "import_lease" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The map's grid learns updates per statement too (transition tables, like inserts and deletes in 0003): an
-- import publishes thousands of rows with one UPDATE (status importing → approved), which the per-row trigger
-- turned into thousands of grid upserts (about a minute for 5,000 rows). Only rows whose status, position,
-- category or district changed move, and only approved ones count, as before.
DROP TRIGGER businesses_map_cells_update ON businesses;
--> statement-breakpoint
DROP FUNCTION map_cells_after_update();
--> statement-breakpoint
CREATE FUNCTION map_cells_after_update() RETURNS trigger LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM map_cells_apply(array_agg(m.sign), array_agg(m.x), array_agg(m.y), array_agg(m.cat), array_agg(m.dist), array_agg(m.id))
  FROM old_rows o
  JOIN new_rows n ON n.id = o.id
  CROSS JOIN LATERAL (VALUES
    (-1, o.status, o.map_x, o.map_y, o.category_id, o.district_id, o.id),
    (1, n.status, n.map_x, n.map_y, n.category_id, n.district_id, n.id)
  ) AS m(sign, status, x, y, cat, dist, id)
  WHERE m.status = 'approved'
    AND (o.status IS DISTINCT FROM n.status OR o.latitude IS DISTINCT FROM n.latitude
      OR o.longitude IS DISTINCT FROM n.longitude OR o.category_id IS DISTINCT FROM n.category_id
      OR o.district_id IS DISTINCT FROM n.district_id)
  HAVING count(*) > 0;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER businesses_map_cells_update AFTER UPDATE ON businesses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_after_update();
