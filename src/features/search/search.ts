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
 * `matchConditions` gives the same conditions (status, category, district, text) to the map (src/data/map.ts).
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts } from '#db/schema/index.ts';
import type { OpeningHours } from '#lib/hours.ts';
import type { Suggestions } from '#lib/contract/search.ts';

export type { SuggestBusiness, SuggestCategory, Suggestions } from '#lib/contract/search.ts';
import {
  buildPlan,
  candidateTerms,
  FIELD_POINTS,
  joinHyphenated,
  filterTsQuery,
  OTHER_POINTS,
  planTsQuery,
  rankByFieldGroups,
  tokenTsQuery,
  walkFieldGroup,
  walkLimit,
  type SearchPlan,
  type TermCounts,
  type TokenTerms,
} from '#lib/search/query.ts';
import { chooseCorrections, type WordCandidate } from '#lib/search/typo.ts';
import { textWords } from '#lib/search/tokenize.ts';
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_OFFSET,
  SUGGEST_BUSINESSES,
  SUGGEST_CATEGORIES,
  TOTAL_COUNT_CAP,
  type SearchSort,
} from '#lib/search/params.ts';
import { foldTurkish, slugifyTr } from '#lib/turkish.ts';
import { bboxAround, distanceKm, EARTH_RADIUS_KM } from '#lib/map-grid.ts';
import { bboxConditions } from './bbox.ts';

export interface SearchListItem {
  id: number;
  name: string;
  category: string;
  categorySlug: string;
  subcategory: string | null;
  district: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  rating: number;
  reviewCount: number;
  phone: string | null;
  priceRange: string;
  images: string[];
  features: string[];
  hours: OpeningHours;
  /** false = temporarily closed (open/closed now is computed from `hours`). */
  isOpen: boolean;
  isFeatured: boolean;
  /** Only when searching `near` a point: kilometres, one decimal; null without coordinates. */
  distanceKm?: number | null;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface SearchOptions {
  q?: string | undefined;
  /** Category slug or name; undefined = every category. */
  category?: string | undefined;
  /** District slug or name; undefined = every district. */
  district?: string | undefined;
  /** Only businesses open at `now` (Europe/Istanbul) and not temporarily closed. */
  open?: boolean | undefined;
  /** Default: relevance with a query, rating without. 'distance' needs `near` (else: rating). */
  sort?: SearchSort | undefined;
  /** The visitor's position: every item gets `distanceKm`; sort 'distance' orders by it. */
  near?: GeoPoint | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  /** The moment "open now" refers to (tests); default: the current time. */
  now?: Date | undefined;
  /** Count the matches for `total` (default true); the autocomplete does not need it. */
  withTotal?: boolean | undefined;
  /** Count exactly up to this many matches (default TOTAL_COUNT_CAP, 1,000); beyond, `total` is the cap. */
  countCap?: number | undefined;
  /**
   * How one-word searches take each field group's best rows (tests and benchmarks): walk the rating
   * index, collect from the GIN index, or decide by the group's size (default).
   */
  fieldGroups?: FieldGroupMode | undefined;
  /** How many rows a walk reads before it gives up and collects (tests); default: the break-even. */
  walkRows?: number | undefined;
}

export type FieldGroupMode = 'auto' | 'walk' | 'collect';

export interface SearchResult {
  items: SearchListItem[];
  /** Every match, not only this page, up to the count cap (0 when `withTotal` was false). */
  total: number;
  /** There are more matches than `total` (the count stopped at the cap): "at least `total`". */
  totalCapped: boolean;
}

/** A count that stopped at its cap. */
interface Count {
  total: number;
  capped: boolean;
}

const capCount = (n: number, cap: number): Count => (n > cap ? { total: cap, capped: true } : { total: n, capped: false });

type Row = Record<string, unknown>;
const rowsOf = <T extends Row>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

/** Candidates fetched from the trigram index per mistyped word, before the edit-distance check. */
const TYPO_CANDIDATES = 40;

// ---------------------------------------------------------------------------------------------
// The dictionary: which terms exist, which corrections a mistyped word has
// ---------------------------------------------------------------------------------------------

/**
 * The terms (of those given) that begin at least one dictionary word, with how many businesses use such
 * words by field group, and about how many businesses there are (the planner's statistics: enough to tell
 * a common word; 0 before the table was first analysed).
 */
async function lookUpTerms(db: Db, terms: readonly string[]): Promise<{ existing: Map<string, TermCounts>; total: number }> {
  const result = await db.execute(sql`
    SELECT t.term, s.n_all, s.n_a, s.n_ab, s.n_abc,
      (SELECT greatest(reltuples, 0)::float8 FROM pg_class WHERE oid = 'businesses'::regclass) AS total
    FROM jsonb_array_elements_text(${JSON.stringify(terms)}::jsonb) AS t(term)
    CROSS JOIN LATERAL (
      SELECT sum(w.business_count)::float8 AS n_all, sum(w.name_count)::float8 AS n_a,
        sum(w.name_category_count)::float8 AS n_ab, sum(w.name_category_feature_count)::float8 AS n_abc
      FROM search_words AS w
      WHERE (w.word COLLATE "C") >= t.term AND (w.word COLLATE "C") < t.term || '{'
    ) AS s`);
  type TermRow = { term: string; n_all: unknown; n_a: unknown; n_ab: unknown; n_abc: unknown; total: unknown };
  const rows = rowsOf<TermRow>(result);
  return {
    existing: new Map(
      rows
        .filter((r) => r.n_all !== null)
        .map((r) => [r.term, { all: Number(r.n_all), a: Number(r.n_a), ab: Number(r.n_ab), abc: Number(r.n_abc) }]),
    ),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Trigram neighbours of each mistyped word in the dictionary (index: search_words_trgm_idx). */
async function typoCandidates(db: Db, tokens: readonly string[]): Promise<Map<string, WordCandidate[]>> {
  const out = new Map<string, WordCandidate[]>();
  if (tokens.length === 0) return out;
  const result = await db.execute(sql`
    SELECT t.token, c.word, c.business_count
    FROM jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb) AS t(token)
    CROSS JOIN LATERAL (
      SELECT w.word, w.business_count FROM search_words AS w
      WHERE w.word % t.token OR w.word %> t.token
      ORDER BY greatest(similarity(w.word, t.token), word_similarity(t.token, w.word)) DESC, w.business_count DESC
      LIMIT ${TYPO_CANDIDATES}
    ) AS c`);
  for (const r of rowsOf<{ token: string; word: string; business_count: number | string }>(result)) {
    const list = out.get(r.token) ?? [];
    list.push({ word: r.word, businessCount: Number(r.business_count) });
    out.set(r.token, list);
  }
  return out;
}

/**
 * The search plan of a query: its words with the dictionary terms they match, typos corrected. Null when
 * the query has nothing searchable or some word matches nothing (then nothing is found).
 */
export interface PlannedSearch extends SearchPlan {
  /** About how many businesses there are (0: unknown). */
  totalBusinesses: number;
}

export async function planSearch(db: Db, q: string): Promise<PlannedSearch | null> {
  const split = candidateTerms(q);
  if (split.length === 0) return null;
  const joinedQuery = joinHyphenated(q);
  const joined = joinedQuery === q ? null : candidateTerms(joinedQuery);
  const { existing, total } = await lookUpTerms(db, [...new Set([...split, ...(joined ?? [])].flatMap((c) => c.terms))]);
  // "wi-fi" searches the word "wifi" when businesses have it, else "wi" and "fi"
  const candidates = joined && joined.every((c) => c.terms.some((t) => existing.has(t))) ? joined : split;
  const unmatched = candidates.filter((c) => !c.terms.some((t) => existing.has(t)));
  const corrections = new Map<string, string[]>();
  let correctionCounts = new Map<string, TermCounts>();
  if (unmatched.length > 0) {
    const typoTokens = unmatched.map((c) => c.token).filter((t) => /^[a-z]{4,}$/.test(t));
    if (typoTokens.length < unmatched.length) return null; // a word that cannot be corrected matches nothing
    const neighbours = await typoCandidates(db, typoTokens);
    for (const token of typoTokens) {
      corrections.set(token, chooseCorrections(token, neighbours.get(token) ?? []).map((c) => c.word));
    }
    // the corrections are searched as prefixes: their counts as prefixes
    const corrected = [...new Set([...corrections.values()].flat())];
    if (corrected.length > 0) correctionCounts = (await lookUpTerms(db, corrected)).existing;
  }
  const plan = buildPlan(candidates, { existing, corrections, correctionCounts, totalBusinesses: total });
  return plan ? { ...plan, totalBusinesses: total } : null;
}

// ---------------------------------------------------------------------------------------------
// Filters: category and district by slug or name
// ---------------------------------------------------------------------------------------------

interface Named {
  id: number;
  slug: string;
  name: string;
}

/** Finds a category or district by slug or Turkish name, any case and diacritics ("Sağlık", "saglik"). */
export function findByName<T extends Named>(rows: readonly T[], value: string): T | undefined {
  const slug = slugifyTr(value);
  const folded = foldTurkish(value);
  return rows.find((r) => r.slug === value || r.slug === slug || foldTurkish(r.name) === folded || slugifyTr(r.name) === slug);
}

interface Filters {
  categoryId?: number;
  districtId?: number;
  /** Approved businesses in the category (its kept count). */
  categoryBusinesses?: number;
  /** How many districts there are (a district's share is guessed as an equal one). */
  districtCount?: number;
}

async function resolveFilters(db: Db, opts: SearchOptions): Promise<Filters | null> {
  if (!opts.category && !opts.district) return {};
  const [cats, dists] = await Promise.all([
    opts.category
      ? db.select({ id: categories.id, slug: categories.slug, name: categories.name, businessCount: categories.businessCount }).from(categories)
      : [],
    opts.district ? db.select({ id: districts.id, slug: districts.slug, name: districts.name }).from(districts) : [],
  ]);
  const out: Filters = {};
  if (opts.category) {
    const c = findByName(cats, opts.category);
    if (!c) return null;
    out.categoryId = c.id;
    out.categoryBusinesses = c.businessCount;
  }
  if (opts.district) {
    const d = findByName(dists, opts.district);
    if (!d) return null;
    out.districtId = d.id;
    out.districtCount = dists.length;
  }
  return out;
}

/** About half the businesses are open at a given hour of the week (a guess; only used to plan a walk). */
const OPEN_NOW_SHARE = 0.5;

/** About what part of the businesses the filters let through (to plan field-group walks; 1 = no filter). */
function filterShare(filters: Filters, open: boolean, totalBusinesses: number): number {
  let share = open ? OPEN_NOW_SHARE : 1;
  if (filters.categoryId !== undefined) share *= totalBusinesses > 0 ? Math.min(1, (filters.categoryBusinesses ?? 0) / totalBusinesses) : 1;
  if (filters.districtId !== undefined) share /= Math.max(1, filters.districtCount ?? 1);
  return share;
}

// ---------------------------------------------------------------------------------------------
// The search
// ---------------------------------------------------------------------------------------------

const listColumns = {
  id: businesses.id,
  name: businesses.name,
  category: categories.name,
  categorySlug: categories.slug,
  subcategory: businesses.subcategory,
  district: districts.name,
  address: businesses.address,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  rating: businesses.rating,
  reviewCount: businesses.reviewCount,
  phone: businesses.phone,
  priceRange: businesses.priceRange,
  images: businesses.images,
  features: businesses.features,
  hours: businesses.hours,
  isOpen: businesses.isOpen,
  isFeatured: businesses.isFeatured,
};

type ListRow = { [K in keyof typeof listColumns]: unknown };

function toListItem(r: ListRow): SearchListItem {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const item = {} as Record<string, unknown>;
  for (const key of Object.keys(listColumns)) item[key] = r[key as keyof ListRow];
  return {
    ...(item as unknown as SearchListItem),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    rating: Number(r.rating),
    reviewCount: Number(r.reviewCount),
  };
}

/** Turkish alphabetical order: the stored key, byte-ordered (migration 0001_search_functions). */
const nameOrder = sql`${businesses.nameSort} COLLATE "C"`;
const ratingOrder = sql`${businesses.rating} DESC NULLS LAST`;
const reviewsOrder = sql`${businesses.reviewCount} DESC NULLS LAST`;

/** Great-circle distance to a point, in radians of the Earth (null without coordinates). */
const distanceTo = (p: GeoPoint) => sql`2 * asin(least(1, sqrt(
  power(sin(radians(${businesses.latitude}::float8 - ${p.latitude}::float8) / 2), 2) +
  cos(radians(${p.latitude}::float8)) * cos(radians(${businesses.latitude}::float8)) *
  power(sin(radians(${businesses.longitude}::float8 - ${p.longitude}::float8) / 2), 2))))`;

/** The ORDER BY of a sort; each matches a partial index (businesses_list_*_idx). Distance: `distancePage`. */
function orderFor(sort: Exclude<SearchSort, 'relevance' | 'distance'>): SQL[] {
  switch (sort) {
    case 'rating':
      return [ratingOrder, nameOrder, asc(businesses.id)];
    case 'reviews':
      return [reviewsOrder, ratingOrder, nameOrder, asc(businesses.id)];
    case 'name':
      return [nameOrder, asc(businesses.id)];
  }
}

const tsq = (text: string) => sql`to_tsquery('simple', ${text})`;

/** The relevance of a row: per word, the points of the best field it is found in; summed. */
function scoreOf(plan: SearchPlan): SQL {
  const perWord = plan.tokens.map((t) => {
    const cases = FIELD_POINTS.map(
      ([weight, points]) => sql`WHEN ${businesses.searchDocument} @@ ${tsq(tokenTsQuery(t, weight))} THEN ${sql.raw(String(points))}`,
    );
    return sql`(CASE ${sql.join(cases, sql` `)} ELSE ${sql.raw(String(OTHER_POINTS))} END)`;
  });
  return sql`(${sql.join(perWord, sql` + `)})`;
}

const relevanceOrder = sql.join([ratingOrder, nameOrder, sql`${businesses.id}`], sql`, `);

/** The list item columns of a page whose ids (and scores) come from a subquery `page`. */
const pageColumns = sql`${businesses.id} AS "id", ${businesses.name} AS "name", ${categories.name} AS "category",
  ${categories.slug} AS "categorySlug", ${businesses.subcategory} AS "subcategory", ${districts.name} AS "district",
  ${businesses.address} AS "address", ${businesses.latitude} AS "latitude", ${businesses.longitude} AS "longitude",
  ${businesses.rating} AS "rating", ${businesses.reviewCount} AS "reviewCount", ${businesses.phone} AS "phone",
  ${businesses.priceRange} AS "priceRange", ${businesses.images} AS "images", ${businesses.features} AS "features",
  ${businesses.hours} AS "hours", ${businesses.isOpen} AS "isOpen", ${businesses.isFeatured} AS "isFeatured"`;

const pageJoins = sql`JOIN ${businesses} ON ${businesses.id} = page.id
  JOIN ${categories} ON ${categories.id} = ${businesses.categoryId}
  JOIN ${districts} ON ${districts.id} = ${businesses.districtId}`;

interface PageArgs {
  /** Status, category, district and open-now conditions. */
  filters: SQL[];
  /** The text condition (null: every business matches). */
  text: SQL | null;
  limit: number;
  offset: number;
}

/** The part of the document a field group covers (the expressions of the businesses_search_*_idx indexes). */
function documentPart(group: 'A' | 'AB' | 'ABC'): SQL {
  switch (group) {
    case 'A':
      return sql`ts_filter(${businesses.searchDocument}, '{a}')`;
    case 'AB':
      return sql`ts_filter(${businesses.searchDocument}, '{a,b}')`;
    case 'ABC':
      return sql`ts_filter(${businesses.searchDocument}, '{a,b,c}')`;
  }
}

/** The best `needed` rows of a condition by rating: all of it collected and sorted (`OFFSET 0` keeps the planner from walking). */
function collectBest(where: SQL | undefined, needed: number): SQL {
  return sql`SELECT g.id FROM (
      SELECT ${businesses.id} AS id, ${businesses.rating} AS rating, ${businesses.nameSort} AS name_sort
      FROM ${businesses} WHERE ${where} OFFSET 0
    ) AS g
    ORDER BY g.rating DESC NULLS LAST, g.name_sort COLLATE "C", g.id LIMIT ${needed}`;
}

/**
 * One word, relevance order (see `walkFieldGroup`): the candidates are the best `offset + limit` rows by
 * rating of each field group (name; name or category; name, category or features; anywhere) among the
 * businesses the filters let through, each taken by walking the rating index when the group is large, or
 * collected from the group's GIN index and sorted when it is small. A walk reads at most `walkRows` rows;
 * when that did not fill the page, the group is collected instead (a one-time filter on the walk's
 * result, so a walk that filled the page costs nothing more). The page is the candidates' best by score.
 * A word found in thousands of businesses costs about what a rare one does.
 */
async function singleWordPage(
  db: Db,
  plan: PlannedSearch,
  args: PageArgs & { fieldGroups: FieldGroupMode; walkRows: number | undefined; share: number },
): Promise<SearchListItem[]> {
  const token = plan.tokens[0]!;
  const needed = args.offset + args.limit;
  const query = tsq(tokenTsQuery(token));
  const groups = [
    { match: sql`${documentPart('A')} @@ ${query}`, count: token.counts?.a ?? 0 },
    { match: sql`${documentPart('AB')} @@ ${query}`, count: token.counts?.ab ?? 0 },
    { match: sql`${documentPart('ABC')} @@ ${query}`, count: token.counts?.abc ?? 0 },
    { match: args.text, count: token.counts?.all ?? 0 },
  ];
  const walks: SQL[] = [];
  const branches = groups.map(({ match, count }, i) => {
    const where = and(...args.filters, ...(match ? [match] : []));
    const walk =
      args.fieldGroups === 'auto' ? walkFieldGroup(count, plan.totalBusinesses, needed, args.share) : args.fieldGroups === 'walk';
    if (!walk) return sql`(${collectBest(where, needed)})`;
    // the walk: the rating index in order, each row tested, until the page is full or the rows run out
    const name = sql.raw(`walk_${i}`);
    const rows = args.walkRows ?? (args.fieldGroups === 'walk' ? null : walkLimit(count));
    walks.push(sql`${name} AS MATERIALIZED (
      SELECT w.id FROM (
        SELECT ${businesses.id} AS id, ${where} AS hit FROM ${businesses}
        WHERE ${businesses.status} = 'approved' ORDER BY ${relevanceOrder} LIMIT ${rows === null ? sql`ALL` : rows}
      ) AS w WHERE w.hit LIMIT ${needed})`);
    const fallback = and(sql`(SELECT count(*) FROM ${name}) < ${needed}`, where);
    return sql`(SELECT id FROM ${name}) UNION (${collectBest(fallback, needed)})`;
  });
  const result = await db.execute(sql`
    ${walks.length > 0 ? sql`WITH ${sql.join(walks, sql`, `)}` : sql``}
    SELECT ${pageColumns}, ${scoreOf(plan)} AS score
    FROM (${sql.join(branches, sql` UNION `)}) AS page
    ${pageJoins}
    ORDER BY score DESC, ${relevanceOrder}
    LIMIT ${args.limit} OFFSET ${args.offset}`);
  return rowsOf<ListRow>(result).map(toListItem);
}

/**
 * Every word in the name is the most a match can score (8 points a word). When at least `offset + limit`
 * matches have every word in their name, the page is the best rated of them, collected from the name
 * index (businesses_search_a_idx) without scoring any other match. Null when fewer have.
 */
async function nameTierPage(db: Db, plan: SearchPlan, args: PageArgs): Promise<SearchListItem[] | null> {
  const needed = args.offset + args.limit;
  const inName = sql`${documentPart('A')} @@ ${tsq(planTsQuery(plan))}`;
  const result = await db.execute(sql`
    SELECT ${pageColumns}, page.n
    FROM (SELECT t.id, count(*) OVER () AS n FROM (${collectBest(and(...args.filters, inName), needed)}) AS t) AS page
    ${pageJoins}
    ORDER BY ${relevanceOrder}
    LIMIT ${args.limit} OFFSET ${args.offset}`);
  const rows = rowsOf<ListRow & { n: number | string }>(result);
  return rows.length > 0 && Number(rows[0]!.n) >= needed ? rows.map(toListItem) : null;
}

/**
 * Relevance order: every match scored in one pass over the GIN index's matches (ids, scores and sort keys
 * only, so nothing spills), then the page's rows.
 */
async function relevancePage(db: Db, plan: SearchPlan, args: PageArgs): Promise<SearchListItem[]> {
  const result = await db.execute(sql`
    SELECT ${pageColumns}
    FROM (
      SELECT ${businesses.id} AS id, ${scoreOf(plan)} AS score
      FROM ${businesses}
      WHERE ${and(...args.filters, ...(args.text ? [args.text] : []))}
      ORDER BY score DESC, ${relevanceOrder}
      LIMIT ${args.limit} OFFSET ${args.offset}
    ) AS page
    ${pageJoins}
    ORDER BY page.score DESC, ${relevanceOrder}`);
  return rowsOf<ListRow>(result).map(toListItem);
}

/** A page in a fixed order (rating, reviews, name), with or without text: one query on the sort's index. */
async function orderedPage(db: Db, sort: SearchSort, args: PageArgs): Promise<SearchListItem[]> {
  const rows = await db
    .select(listColumns)
    .from(businesses)
    .innerJoin(categories, eq(businesses.categoryId, categories.id))
    .innerJoin(districts, eq(businesses.districtId, districts.id))
    .where(and(...args.filters, ...(args.text ? [args.text] : [])))
    .orderBy(...orderFor(sort === 'relevance' || sort === 'distance' ? 'rating' : sort))
    .limit(args.limit)
    .offset(args.offset);
  return rows.map(toListItem);
}

/** Radii (km) of the boxes around the point that are tried, in turn, before ordering every match by distance. */
const NEAR_RADII_KM = [0.5, 2, 8, 32];

/**
 * Nearest first: the page's ids from the businesses with coordinates, ordered by distance in an index-only
 * scan of `businesses_map_idx` (coordinates, category, district, rating and id; a text condition adds its
 * GIN index), then, past the last of them, those without coordinates by rating.
 *
 * Ordering every match costs ~70 ms at 100,000 businesses, so the page is first looked for in boxes of
 * growing radius around the point (`bboxConditions`, the map's, on the same index): the box holds every business within its
 * radius, so when it yields a full page whose farthest is nearer than the radius, no business outside it
 * could be on that page. Otherwise (few matches near the point) every match is ordered.
 */
async function distancePage(db: Db, near: GeoPoint, args: PageArgs): Promise<SearchListItem[]> {
  const where = [...args.filters, ...(args.text ? [args.text] : [])];
  const placed = and(...where, sql`${businesses.mapX} IS NOT NULL`);
  const nearest = async (condition: SQL | undefined) =>
    rowsOf<ListRow & { d: number | string }>(
      await db.execute(sql`
    SELECT ${pageColumns}, page.d AS "d"
    FROM (
      SELECT ${businesses.id} AS id, ${distanceTo(near)} AS d, ${businesses.rating} AS rating
      FROM ${businesses} WHERE ${condition}
      ORDER BY d, ${businesses.rating} DESC, ${businesses.id}
      LIMIT ${args.limit} OFFSET ${args.offset}
    ) AS page
    ${pageJoins}
    ORDER BY page.d, page.rating DESC, page.id`),
    );
  for (const km of NEAR_RADII_KM) {
    const box = bboxAround(near.latitude, near.longitude, km);
    if (!box) break;
    const rows = await nearest(and(...where, ...bboxConditions(box)));
    const farthest = rows.at(-1);
    if (rows.length === args.limit && farthest && Number(farthest.d) < (km / EARTH_RADIUS_KM) * (1 - 1e-9)) return rows.map(toListItem);
  }
  const items = (await nearest(placed)).map(toListItem);
  if (items.length === args.limit) return items;
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(businesses)
    .where(placed);
  const unplaced = await orderedPage(db, 'rating', {
    ...args,
    filters: [...args.filters, sql`${businesses.mapX} IS NULL`],
    limit: args.limit - items.length,
    offset: Math.max(0, args.offset - (row?.n ?? 0)),
  });
  return [...items, ...unplaced];
}

/** The matches, counted exactly up to `cap` (one more row tells that there are more). */
async function countMatches(db: Db, args: PageArgs, cap: number): Promise<Count> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM ${businesses} WHERE ${and(...args.filters, ...(args.text ? [args.text] : []))} LIMIT ${cap + 1}
    ) AS m`);
  return capCount(Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0), cap);
}

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
  const sort = opts.sort === 'distance' && !opts.near ? 'rating' : (opts.sort ?? (plan ? 'relevance' : 'rating'));
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

/** Status, category, district and open-now conditions. */
function filterConditions(filters: Filters, open: Date | null): SQL[] {
  const conditions: SQL[] = [eq(businesses.status, 'approved')];
  if (filters.categoryId !== undefined) conditions.push(eq(businesses.categoryId, filters.categoryId));
  if (filters.districtId !== undefined) conditions.push(eq(businesses.districtId, filters.districtId));
  if (open) {
    const at = sql`${open.toISOString()}::timestamptz`;
    conditions.push(
      sql`${businesses.isOpen} AND ${businesses.openHours} @> ARRAY[(istanbul_week_minute(${at}) / 60)::smallint] AND ${businesses.openWeek} @> istanbul_week_minute(${at})`,
    );
  }
  return conditions;
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
  const conditions = filterConditions(filters, null);
  const text = plan ? filterTsQuery(plan) : null;
  if (text) conditions.push(sql`${businesses.searchDocument} @@ ${tsq(text)}`);
  return { conditions, categoryId: filters.categoryId, districtId: filters.districtId, text: text !== null };
}

async function runSearch(
  db: Db,
  args: {
    plan: PlannedSearch | null;
    filters: Filters;
    /** Only businesses open at this moment; null = no filter. */
    open: Date | null;
    sort: SearchSort;
    near?: GeoPoint | undefined;
    limit: number;
    offset: number;
    withTotal: boolean;
    countCap: number;
    fieldGroups: FieldGroupMode;
    walkRows?: number | undefined;
  },
): Promise<SearchResult> {
  const { plan, filters, open, limit, offset } = args;
  const conditions = filterConditions(filters, open);
  const filterText = plan ? filterTsQuery(plan) : null;
  const page: PageArgs = {
    filters: conditions,
    text: filterText ? sql`${businesses.searchDocument} @@ ${tsq(filterText)}` : null,
    limit,
    offset,
  };
  const none: Count = { total: 0, capped: false };
  // The page and the count are independent: on a pool they run at the same time.
  const counting = args.withTotal ? countMatches(db, page, args.countCap) : Promise.resolve(none);

  // Relevance needs a text condition: a query whose words are all in most businesses ("adana") lists by
  // rating, like no query (scoring every business would cost a scan of the table). One broad word takes
  // its page from the field groups; otherwise, when enough matches have every word in the name, they are
  // the page; else every match is scored in one pass.
  const ranked = plan !== null && page.text !== null && args.sort === 'relevance';
  const share = filterShare(filters, open !== null, plan?.totalBusinesses ?? 0);
  const fieldGroups =
    ranked &&
    plan.tokens.length === 1 &&
    (args.fieldGroups === 'auto' ? rankByFieldGroups(plan.tokens[0]!.counts, plan.totalBusinesses, offset + limit, share) : true);
  const items = async (): Promise<SearchListItem[]> => {
    if (fieldGroups) return singleWordPage(db, plan!, { ...page, fieldGroups: args.fieldGroups, walkRows: args.walkRows, share });
    if (ranked) return (await nameTierPage(db, plan, page)) ?? relevancePage(db, plan, page);
    if (args.sort === 'distance' && args.near) return distancePage(db, args.near, page);
    return orderedPage(db, args.sort, page);
  };
  const [found, total] = await Promise.all([items(), counting]);
  return { items: found, total: total.total, totalCapped: total.capped };
}

// ---------------------------------------------------------------------------------------------
// Autocomplete
// ---------------------------------------------------------------------------------------------

/** Whether every query word (through one of its terms) begins a word of the category's name. */
function categoryMatches(name: string, slug: string, words: readonly TokenTerms[]): boolean {
  const nameWords = [...textWords(name), ...slug.split('-')];
  return words.every((w) => w.terms.some((t) => nameWords.some((n) => n.startsWith(t))));
}

/**
 * Up to 6 businesses (best match first) and up to 3 categories whose name matches what was typed
 * ("rest" → Restoranlar, "saglik" → Sağlık), for the header search box.
 */
export async function suggest(db: Db, q: string): Promise<Suggestions> {
  const candidates = candidateTerms(q);
  if (candidates.length === 0) return { businesses: [], categories: [] };
  const [plan, cats] = await Promise.all([
    planSearch(db, q),
    db
      .select({ name: categories.name, slug: categories.slug, businessCount: categories.businessCount })
      .from(categories)
      .orderBy(desc(categories.businessCount), asc(categories.sortOrder), asc(categories.id)),
  ]);
  // A corrected word matches categories through its corrections too ("restorn" → "restoranlar").
  const words: TokenTerms[] = candidates.map((c) => {
    const planned = plan?.tokens.find((t) => t.token === c.token);
    return { token: c.token, terms: [...c.terms, ...(planned?.terms ?? [])] };
  });
  const categoryHits = cats.filter((c) => categoryMatches(c.name, c.slug, words)).slice(0, SUGGEST_CATEGORIES);
  if (!plan) return { businesses: [], categories: categoryHits };
  const found = await runSearch(db, {
    plan,
    filters: {},
    open: null,
    sort: 'relevance',
    limit: SUGGEST_BUSINESSES,
    offset: 0,
    withTotal: false,
    countCap: TOTAL_COUNT_CAP,
    fieldGroups: 'auto',
  });
  return {
    businesses: found.items.map((b) => ({ id: b.id, name: b.name, category: b.category, categorySlug: b.categorySlug, district: b.district })),
    categories: categoryHits,
  };
}
