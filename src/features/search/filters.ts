/** The search's filters: category and district by slug or name, the price level, and the conditions with open now. */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts } from '#db/schema/index.ts';
import { INTENT_PRICES, type PriceIntent } from '#lib/search/intents.ts';
import { filterTsQuery, type SearchPlan } from '#lib/search/query.ts';
import { foldTurkish, slugifyTr } from '#lib/turkish.ts';
import { tsq } from './page-parts.ts';
import { overrideIdsAt } from '#features/businesses/hours-overrides.ts';
import type { SearchOptions } from './types.ts';

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

export interface Filters {
  categoryId?: number;
  districtId?: number;
  /** Approved businesses in the category (its kept count). */
  categoryBusinesses?: number;
  /** How many districts there are (a district's share is guessed as an equal one). */
  districtCount?: number;
  /** The price levels kept ("ucuz", "lüks": decision 027). */
  price?: PriceIntent;
}

/** The ids of the category and district asked for (and what plans a walk needs); null when one is unknown. */
export async function resolveFilters(db: Db, opts: Pick<SearchOptions, 'category' | 'district' | 'price'>): Promise<Filters | null> {
  const price = opts.price ? { price: opts.price } : {};
  if (!opts.category && !opts.district) return price;
  const [cats, dists] = await Promise.all([
    opts.category
      ? db
          .select({ id: categories.id, slug: categories.slug, name: categories.name, businessCount: categories.businessCount })
          .from(categories)
      : [],
    opts.district ? db.select({ id: districts.id, slug: districts.slug, name: districts.name }).from(districts) : [],
  ]);
  const out: Filters = { ...price };
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
export function filterShare(filters: Filters, open: boolean, totalBusinesses: number): number {
  let share = open ? OPEN_NOW_SHARE : 1;
  if (filters.categoryId !== undefined) share *= totalBusinesses > 0 ? Math.min(1, (filters.categoryBusinesses ?? 0) / totalBusinesses) : 1;
  if (filters.districtId !== undefined) share /= Math.max(1, filters.districtCount ?? 1);
  return share;
}

/** Status, category, district and open-now conditions. */
export function filterConditions(filters: Filters, open: Date | null): SQL[] {
  const conditions: SQL[] = [eq(businesses.status, 'approved')];
  if (filters.categoryId !== undefined) conditions.push(eq(businesses.categoryId, filters.categoryId));
  if (filters.districtId !== undefined) conditions.push(eq(businesses.districtId, filters.districtId));
  if (filters.price) conditions.push(inArray(businesses.priceRange, [...INTENT_PRICES[filters.price]]));
  if (open) conditions.push(openNowCondition(open));
  return conditions;
}

/**
 * Open at `at` (Europe/Istanbul) by the opening hours and not temporarily closed: the hour of the week on
 * the `open_hours` GIN index (unless `byHour` is false: the map's indexes hold `is_open` and `open_week`
 * themselves, so it reads them without the table), the exact minute on `open_week`; unless a special day,
 * a public holiday or a duty night in force says otherwise (`business_hours_overrides`, `pharmacy_duties`).
 */
export function openNowCondition(at: Date, { byHour = true }: { byHour?: boolean } = {}): SQL {
  const instant = sql`${at.toISOString()}::timestamptz`;
  const hour = byHour ? sql` AND ${businesses.openHours} @> ARRAY[(istanbul_week_minute(${instant}) / 60)::smallint]` : sql``;
  // Special days, public holidays and duty nights (decision 025): a stretch in force decides, open first.
  const week = sql`${businesses.openWeek} @> istanbul_week_minute(${instant})${hour} AND ${businesses.id} <> ALL(${overrideIdsAt(instant, false)})`;
  return sql`${businesses.isOpen} AND ((${week}) OR ${businesses.id} = ANY(${overrideIdsAt(instant, true)}))`;
}

/** The text condition of a plan on the document's GIN index; null when no word narrows the matches. */
export function textCondition(plan: SearchPlan | null): SQL | null {
  const text = plan ? filterTsQuery(plan) : null;
  return text ? sql`${businesses.searchDocument} @@ ${tsq(text)}` : null;
}
