/**
 * The business search (GET /api/businesses/search) and the header autocomplete (GET /api/search/suggest).
 * Only approved businesses. Every condition on `businesses` is an index lookup; no query scans the table:
 *
 *  1. the query's words and their prefix terms (src/lib/search/query.ts);
 *  2. the dictionary `search_words` (thousands of rows) answers which terms begin a real word (a btree
 *     range scan per term) and, only for words that match nothing, proposes typo corrections (trigram
 *     index on that small table, then edit distance in TypeScript);
 *  3. the page, in relevance order: the matches come from the document's partial GIN index and are scored
 *     in the same pass (a word scores 8 in the name, 4 in the category or subcategory, 2 in the features,
 *     1 elsewhere; a result the sum over the words), the total riding along as a window count; ties by
 *     rating, then Turkish name order (`name_sort COLLATE "C"`: PGlite's ICU lacks the Turkish tailoring),
 *     then id. In another order (rating, reviews, name) or without a query: one query on that order's
 *     partial btree index, and a count beside it;
 *  4. "open now": the hour of the week on the `open_hours` GIN index, the exact minute on `open_week`;
 *  5. near a point (`near`): every item gets its distance; `sort: 'distance'` orders by it (great-circle,
 *     computed per match: fine for the filtered lists the map shows, a scan when nothing narrows).
 *
 * The parts: plan.ts (1, 2), filters.ts (category, district, 4), relevance-pages.ts (3) and ordered-pages.ts
 * (3 in another order, 5) on page-parts.ts, count.ts (the total), run.ts (which page, and the count beside
 * it), suggest.ts (the autocomplete).
 *
 * `matchConditions` gives the same conditions (status, category, district, text) to the map (map.ts).
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { PAGE_SIZE as DEFAULT_LIMIT, MAX_PAGE_SIZE as MAX_LIMIT } from '#lib/contract/queries.ts';
import { MAX_OFFSET, TOTAL_COUNT_CAP } from '#lib/search/params.ts';
import { distanceKm } from '#lib/map-grid.ts';
import { filterConditions, resolveFilters, textCondition } from './filters.ts';
import { planSearch } from './plan.ts';
import { runSearch } from './run.ts';
import type { SearchOptions, SearchResult } from './types.ts';

export { suggest } from './suggest.ts';

const clamp = (n: number | undefined, min: number, max: number, fallback: number) =>
  n === undefined || !Number.isFinite(n) ? fallback : Math.min(max, Math.max(min, Math.trunc(n)));

/**
 * Searches (with `q`) or lists (without) approved businesses. A query with nothing searchable in it, a
 * word that matches nothing, or an unknown category or district finds nothing.
 */
export async function searchBusinesses(db: Db, opts: SearchOptions): Promise<SearchResult> {
  const limit = clamp(opts.limit, 1, MAX_LIMIT, DEFAULT_LIMIT);
  const offset = clamp(opts.offset, 0, MAX_OFFSET, 0);
  const q = (opts.q ?? '').trim();

  const [plan, filters] = await Promise.all([q ? planSearch(db, q) : Promise.resolve(null), resolveFilters(db, opts)]);
  if ((q && !plan) || !filters) return { items: [], total: 0, totalCapped: false };
  const sort = opts.sort === 'distance' && !opts.near ? 'rating' : (opts.sort ?? 'relevance');
  const result = await runSearch(db, {
    plan,
    filters,
    open: opts.open ? (opts.now ?? new Date()) : null,
    sort,
    near: opts.near,
    limit,
    offset,
    withTotal: opts.withTotal ?? true,
    countCap: clamp(opts.countCap, 1, Number.MAX_SAFE_INTEGER, TOTAL_COUNT_CAP),
    fieldGroups: opts.fieldGroups ?? 'auto',
    walkRows: opts.walkRows,
  });
  const near = opts.near;
  if (!near) return result;
  return {
    ...result,
    items: result.items.map((b) => ({
      ...b,
      distanceKm:
        b.latitude === null || b.longitude === null
          ? null
          : Math.round(distanceKm(near.latitude, near.longitude, b.latitude, b.longitude) * 10) / 10,
    })),
  };
}

export interface MatchConditions {
  /** The conditions on `businesses`: approved, category, district, text. */
  conditions: SQL[];
  categoryId?: number;
  districtId?: number;
  /** Whether a text condition narrows the matches (false also for a query of only very common words). */
  text: boolean;
}

/**
 * The conditions on `businesses` of the approved businesses that match a text, a category and a
 * district exactly as the search matches them (the map uses them); null when nothing can match.
 */
export async function matchConditions(db: Db, opts: Pick<SearchOptions, 'q' | 'category' | 'district'>): Promise<MatchConditions | null> {
  const q = (opts.q ?? '').trim();
  const [plan, filters] = await Promise.all([q ? planSearch(db, q) : Promise.resolve(null), resolveFilters(db, opts)]);
  if ((q && !plan) || !filters) return null;
  const text = textCondition(plan);
  const conditions = [...filterConditions(filters, null), ...(text ? [text] : [])];
  return { conditions, categoryId: filters.categoryId, districtId: filters.districtId, text: text !== null };
}
