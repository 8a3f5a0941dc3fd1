/**
 * Re-importing OpenStreetMap data (PD23): a newer extract updates the business it matches by OSM id,
 * field by field, and never overwrites a field an owner or admin changed since the last import.
 *
 * How a change is known: the last import's values are kept on the business (`osm_imported`, by field). A
 * field whose stored value still equals that value was not touched since, so the new OSM value replaces it
 * (also when OSM dropped it: a tag removed from OSM empties the field). A field whose stored value differs
 * was changed by someone here and is kept. The kept values become the new extract's, so the next re-import
 * compares with what OSM said last. A business imported without that record (an export re-imported into
 * another guide) has only its empty fields filled. Pure; browser-safe.
 */

/** The fields an OSM import writes and a re-import may update (database column names of drizzle). */
export const OSM_FIELDS = [
  'name',
  'categoryId',
  'subcategory',
  'description',
  'address',
  'districtId',
  'latitude',
  'longitude',
  'phone',
  'email',
  'website',
  'features',
  'hours',
] as const;
export type OsmField = (typeof OSM_FIELDS)[number];
export type OsmValues = Partial<Record<OsmField, unknown>>;

/** JSON with sorted keys: jsonb gives an object back in its own key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Empty text, null, an empty list (features) and an empty object (hours) are "no value". */
function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) ? value.length === 0 : typeof value === 'object' && Object.keys(value).length === 0)
  );
}

/** Equal as stored: empty values alike, objects by content (coordinates come as `toFixed(8)` text both ways). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  return stable(a) === stable(b);
}

export interface OsmReimportPlan {
  /** The fields to write (only those that change). */
  set: OsmValues;
  /** Fields kept because someone here changed them since the last import, while OSM has another value. */
  kept: OsmField[];
  /** What to remember as the last import's values. */
  imported: OsmValues;
}

/**
 * What a re-import changes: `stored` is the business now, `last` the values of the last OSM import (null
 * when unknown), `incoming` the new extract's.
 */
export function planOsmReimport(stored: OsmValues, last: OsmValues | null, incoming: OsmValues): OsmReimportPlan {
  const set: OsmValues = {};
  const kept: OsmField[] = [];
  for (const field of OSM_FIELDS) {
    if (!(field in incoming)) continue;
    const now = stored[field];
    const next = incoming[field];
    if (sameValue(now, next)) continue;
    const untouched = last ? sameValue(now, last[field]) : isEmpty(now);
    // a required field (name, address, category, district) is never emptied
    if (untouched && !(isEmpty(next) && REQUIRED.has(field))) set[field] = next;
    else kept.push(field);
  }
  return { set, kept, imported: { ...incoming } };
}

const REQUIRED = new Set<OsmField>(['name', 'address', 'categoryId', 'districtId']);
