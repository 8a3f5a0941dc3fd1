CREATE TABLE "map_cells" (
	"level" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"category_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"n" integer NOT NULL,
	"sx" bigint NOT NULL,
	"sy" bigint NOT NULL,
	"sid" bigint NOT NULL,
	"x0" integer NOT NULL,
	"x1" integer NOT NULL,
	"y0" integer NOT NULL,
	"y1" integer NOT NULL,
	CONSTRAINT "map_cells_level_cx_cy_category_id_district_id_pk" PRIMARY KEY("level","cx","cy","category_id","district_id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "map_x" integer GENERATED ALWAYS AS (CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL ELSE least(16777215, greatest(0, floor((longitude::float8 + 180) / 360 * 16777216)))::integer END) STORED;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "map_y" integer GENERATED ALWAYS AS (CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL ELSE least(16777215, greatest(0, floor((1 - ln(tan(radians(greatest(-85.05112878, least(85.05112878, latitude::float8)))) + 1 / cos(radians(greatest(-85.05112878, least(85.05112878, latitude::float8))))) / pi()) / 2 * 16777216)))::integer END) STORED;--> statement-breakpoint
CREATE INDEX "businesses_map_idx" ON "businesses" USING btree ("map_x","map_y","latitude","longitude","category_id","district_id","rating","id") WHERE "businesses"."status" = 'approved' AND "businesses"."map_x" IS NOT NULL;--> statement-breakpoint
-- The map's pre-aggregated grid (table map_cells, src/data/map.ts), kept by triggers on businesses:
-- inserted and deleted rows per statement (transition tables, so an import of thousands costs one pass),
-- updates per row and only when the status, position, category or district changed. Only approved
-- businesses count. Levels 0–17 (zoom 14 and below); at level 0 the cell (-1, -1) holds those without
-- coordinates.
CREATE OR REPLACE FUNCTION map_cells_apply(signs integer[], xs integer[], ys integer[], cats integer[], dists integer[], ids integer[])
RETURNS void LANGUAGE sql VOLATILE
AS $fn$
  -- one statement, cells in key order: concurrent writers lock shared cells in the same order (no deadlock)
  INSERT INTO map_cells AS c (level, cx, cy, category_id, district_id, n, sx, sy, sid, x0, x1, y0, y1)
  SELECT l.level,
    CASE WHEN r.x IS NULL OR r.y IS NULL THEN -1 ELSE r.x >> (24 - l.level) END,
    CASE WHEN r.x IS NULL OR r.y IS NULL THEN -1 ELSE r.y >> (24 - l.level) END,
    r.cat, r.dist, sum(r.sign), sum(r.sign * coalesce(r.x, 0)::int8), sum(r.sign * coalesce(r.y, 0)::int8),
    sum(r.sign * r.id::int8),
    coalesce(min(r.x) FILTER (WHERE r.sign > 0), -1), coalesce(max(r.x) FILTER (WHERE r.sign > 0), -1),
    coalesce(min(r.y) FILTER (WHERE r.sign > 0), -1), coalesce(max(r.y) FILTER (WHERE r.sign > 0), -1)
  FROM unnest(signs, xs, ys, cats, dists, ids) AS r(sign, x, y, cat, dist, id)
  CROSS JOIN generate_series(0, 17) AS l(level)
  WHERE (r.x IS NOT NULL AND r.y IS NOT NULL) OR l.level = 0
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (level, cx, cy, category_id, district_id) DO UPDATE SET
    n = c.n + excluded.n,
    sx = c.sx + excluded.sx,
    sy = c.sy + excluded.sy,
    sid = c.sid + excluded.sid,
    -- the extent grows with arrivals, is kept when businesses leave, and starts afresh in an emptied cell
    x0 = CASE WHEN excluded.x0 < 0 THEN c.x0 WHEN c.n <= 0 THEN excluded.x0 ELSE least(c.x0, excluded.x0) END,
    x1 = CASE WHEN excluded.x0 < 0 THEN c.x1 WHEN c.n <= 0 THEN excluded.x1 ELSE greatest(c.x1, excluded.x1) END,
    y0 = CASE WHEN excluded.x0 < 0 THEN c.y0 WHEN c.n <= 0 THEN excluded.y0 ELSE least(c.y0, excluded.y0) END,
    y1 = CASE WHEN excluded.x0 < 0 THEN c.y1 WHEN c.n <= 0 THEN excluded.y1 ELSE greatest(c.y1, excluded.y1) END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION map_cells_after_insert() RETURNS trigger LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM map_cells_apply(array_agg(1), array_agg(map_x), array_agg(map_y), array_agg(category_id), array_agg(district_id), array_agg(id))
  FROM new_rows WHERE status = 'approved' HAVING count(*) > 0;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION map_cells_after_delete() RETURNS trigger LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM map_cells_apply(array_agg(-1), array_agg(map_x), array_agg(map_y), array_agg(category_id), array_agg(district_id), array_agg(id))
  FROM old_rows WHERE status = 'approved' HAVING count(*) > 0;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION map_cells_after_update() RETURNS trigger LANGUAGE plpgsql
AS $fn$
BEGIN
  IF OLD.status = 'approved' AND NEW.status = 'approved' THEN
    PERFORM map_cells_apply(ARRAY[-1, 1], ARRAY[OLD.map_x, NEW.map_x], ARRAY[OLD.map_y, NEW.map_y],
      ARRAY[OLD.category_id, NEW.category_id], ARRAY[OLD.district_id, NEW.district_id], ARRAY[OLD.id, NEW.id]);
  ELSIF OLD.status = 'approved' THEN
    PERFORM map_cells_apply(ARRAY[-1], ARRAY[OLD.map_x], ARRAY[OLD.map_y], ARRAY[OLD.category_id], ARRAY[OLD.district_id], ARRAY[OLD.id]);
  ELSIF NEW.status = 'approved' THEN
    PERFORM map_cells_apply(ARRAY[1], ARRAY[NEW.map_x], ARRAY[NEW.map_y], ARRAY[NEW.category_id], ARRAY[NEW.district_id], ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION map_cells_after_truncate() RETURNS trigger LANGUAGE plpgsql
AS $fn$
BEGIN
  DELETE FROM map_cells;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER businesses_map_cells_insert AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_after_insert();
--> statement-breakpoint
CREATE TRIGGER businesses_map_cells_delete AFTER DELETE ON businesses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_after_delete();
--> statement-breakpoint
CREATE TRIGGER businesses_map_cells_update AFTER UPDATE ON businesses FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.latitude IS DISTINCT FROM NEW.latitude
    OR OLD.longitude IS DISTINCT FROM NEW.longitude OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.district_id IS DISTINCT FROM NEW.district_id)
  EXECUTE FUNCTION map_cells_after_update();
--> statement-breakpoint
CREATE TRIGGER businesses_map_cells_truncate AFTER TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION map_cells_after_truncate();
--> statement-breakpoint
SELECT map_cells_apply(array_agg(1), array_agg(map_x), array_agg(map_y), array_agg(category_id), array_agg(district_id), array_agg(id))
FROM businesses WHERE status = 'approved' HAVING count(*) > 0;
