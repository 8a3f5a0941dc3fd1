/**
 * The `businesses` columns of declared business fields (src/lib/business-fields.ts): a select of the fields
 * a layer derives from the declaration, and the values of those fields taken from a record.
 */
import { businesses } from '#db/schema/index.ts';
import type { ColumnFieldName } from '#lib/business-fields.ts';

type Table = typeof businesses;

/** `{ field: businesses.field }` for each of `keys`, for a drizzle select. */
export function businessColumns<K extends ColumnFieldName & keyof Table>(keys: readonly K[]): { [P in K]: Table[P] } {
  return Object.fromEntries(keys.map((k) => [k, businesses[k]])) as { [P in K]: Table[P] };
}

/** The values of `keys` in `record` (a row, a parsed input). */
export function pickFields<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, record[k]])) as Pick<T, K>;
}
