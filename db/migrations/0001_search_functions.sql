-- Search helpers (src/data/search.ts). Plain SQL functions that PGlite and PostgreSQL 15+ both run; no ICU
-- or extension needed. IMMUTABLE: the results depend on the arguments only, so they may back generated
-- columns and indexes.

-- Turkish alphabetical order as a byte-ordered key. PGlite ships ICU without the Turkish tailoring
-- (CREATE COLLATION … locale 'tr-TR' sorts like the root locale: "İnci" before "Işık"), so
-- `ORDER BY tr_sort_key(name) COLLATE "C"` gives the same Turkish order on every engine:
--   a b c ç d e f g ğ h ı i j k l m n o ö p q r s ş t u ü v w x y z  →  A B C … Z [ \ ] ^ _ `
-- Case-insensitive (I→ı, İ→i); â î û and common foreign accents sort as their base letter; spaces,
-- punctuation and digits sort before letters (as in ICU); ASCII punctuation that would land among the
-- letter codes ([ \ ] ^ _ ` { | } ~) is mapped to '/'.
CREATE OR REPLACE FUNCTION tr_sort_key(s text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $fn$
  SELECT translate(
    lower(translate(s,
      'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÎÛÉÈÊËÁÀÄÍÌÓÒÔÚÙÑ',
      'abcçdefgğhıijklmnoöpqrsştuüvwxyzâîûéèêëáàäíìóòôúùñ')),
    'abcçdefgğhıijklmnoöpqrsştuüvwxyzâîûéèêëáàäíìóòôúùñ[\]^_`{|}~',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`ALZFFFFAAALLRRRZZQ//////////')
$fn$;
--> statement-breakpoint

-- Opening hours ({"mon": [["09:00","18:00"]], …}, Europe/Istanbul local times) as the minutes of the week
-- they cover: Monday 00:00 = 0 … Sunday 23:59 = 10079. A range whose close is not after its open
-- (["18:00","02:00"]) runs past midnight into the next day (Sunday into Monday); ["00:00","24:00"] is the
-- whole day. Malformed days, ranges or times are ignored, never an error (imports may hold anything).
CREATE OR REPLACE FUNCTION business_open_week(hours jsonb) RETURNS int4multirange
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$
  WITH days(key, idx) AS (
    VALUES ('mon', 0), ('tue', 1), ('wed', 2), ('thu', 3), ('fri', 4), ('sat', 5), ('sun', 6)
  ),
  raw AS (
    SELECT d.idx, r.value ->> 0 AS o, r.value ->> 1 AS c
    FROM days d
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(hours) = 'object' AND jsonb_typeof(hours -> d.key) = 'array' THEN hours -> d.key ELSE '[]'::jsonb END
    ) AS r(value)
    WHERE jsonb_typeof(r.value) = 'array'
  ),
  mins AS (
    SELECT idx,
      CASE WHEN o ~ '^([01]?[0-9]|2[0-3]):[0-5][0-9]$'
        THEN split_part(o, ':', 1)::int * 60 + split_part(o, ':', 2)::int END AS om,
      CASE WHEN c ~ '^([01]?[0-9]|2[0-3]):[0-5][0-9]$' THEN split_part(c, ':', 1)::int * 60 + split_part(c, ':', 2)::int
        WHEN c = '24:00' THEN 1440 END AS cm
    FROM raw
  ),
  spans AS (
    -- [start, end) in minutes of the week; end may pass 10080 (Sunday night into Monday)
    SELECT idx * 1440 + om AS s, idx * 1440 + CASE WHEN cm > om THEN cm ELSE cm + 1440 END AS e
    FROM mins
    WHERE om IS NOT NULL AND cm IS NOT NULL
  ),
  pieces AS (
    SELECT int4range(s, least(e, 10080)) AS r FROM spans
    UNION ALL
    SELECT int4range(0, e - 10080) FROM spans WHERE e > 10080
  )
  SELECT coalesce(range_agg(r), '{}'::int4multirange) FROM pieces
$fn$;
--> statement-breakpoint

-- The hours of the week (0 = Monday 00:00–00:59 … 167) the opening hours touch: an indexable, coarser
-- companion of business_open_week (`open_hours @> ARRAY[hour]` finds the candidates on a GIN index, the
-- minute check on open_week decides).
CREATE OR REPLACE FUNCTION business_open_hours(hours jsonb) RETURNS smallint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$
  SELECT coalesce(array_agg(DISTINCT h::smallint ORDER BY h::smallint), '{}'::smallint[])
  FROM unnest(business_open_week(hours)) AS r(span)
  CROSS JOIN LATERAL generate_series(lower(r.span) / 60, (upper(r.span) - 1) / 60) AS h
$fn$;
--> statement-breakpoint

-- The minute of the week (Monday 00:00 = 0) of a moment in Europe/Istanbul.
CREATE OR REPLACE FUNCTION istanbul_week_minute(at timestamptz) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $fn$
  SELECT ((extract(isodow FROM l)::int - 1) * 1440 + extract(hour FROM l)::int * 60 + extract(minute FROM l)::int)
  FROM (SELECT at AT TIME ZONE 'Europe/Istanbul' AS l) t
$fn$;
--> statement-breakpoint

-- Whether opening hours say "open" at a moment. The temporarily-closed flag (is_open = false) is the
-- caller's to check. The search filters on the stored businesses.open_week (= business_open_week(hours))
-- instead of calling this per row.
CREATE OR REPLACE FUNCTION business_open_at(hours jsonb, at timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$
  SELECT business_open_week(hours) @> istanbul_week_minute(at)
$fn$;
