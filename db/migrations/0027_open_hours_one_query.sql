-- business_open_hours in one query (issue 30: importing a city). It called business_open_week, a SQL function
-- that cannot be inlined, so each call planned that query afresh: about 0.3 ms a row, paid by every INSERT
-- (and UPDATE of hours) through the generated column open_hours: 6 of the 12 s the 20,000-feature OSM import
-- spent inserting. Same body as business_open_week (0001), its result turned into hours in the same query;
-- the same answer for every value (checked against the old function on 20,000 varied and some malformed hours,
-- and on the benchmark's 19,200 stored rows), so the stored column needs no rewrite.
CREATE OR REPLACE FUNCTION business_open_hours(hours jsonb) RETURNS smallint[]
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
  ),
  week AS (
    SELECT coalesce(range_agg(r), '{}'::int4multirange) AS w FROM pieces
  )
  SELECT coalesce(array_agg(DISTINCT h::smallint ORDER BY h::smallint), '{}'::smallint[])
  FROM week CROSS JOIN LATERAL unnest(week.w) AS r(span)
  CROSS JOIN LATERAL generate_series(lower(r.span) / 60, (upper(r.span) - 1) / 60) AS h
$fn$;
