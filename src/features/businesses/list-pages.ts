/**
 * The pages of /businesses and /category/{slug} (pages of 24, decision 018), read from the database with the
 * shared list query (`listConditions` + `orderFor` of lists.ts), by the build for the pages it pre-renders
 * and by functions/list-page.ts for every later page (decision 026): one order, so page 7 rendered on demand
 * continues page 5 of the build. A change of the lists' order (lists.ts) applies to both.
 */
import { and, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts } from '#db/schema/index.ts';
import type { ListSort } from '#lib/contract/queries.ts';
import { LISTING_PAGE_SIZE, listingPageCount } from '#lib/listing-pages.ts';
import { listConditions, orderFor, type ListFilters } from './lists.ts';
import { approvedBusinessesQuery, toPublicBusiness, type PublicBusiness, type PublicCategory } from './public.ts';

/** The order of the pre-built and on-demand list pages (the filters' default order, src/lib/sort.ts). */
export const LIST_PAGE_SORT: ListSort = 'recommended';

/**
 * `limit` rows of a list from `offset`, in the list pages' order. The page's ids come first from the
 * businesses alone, in an index-only scan of the order's index (businesses_list_recommended_idx, or
 * businesses_category_recommended_idx for a category), so a deep page skips index entries instead of
 * sorting every approved business; then the page's rows. (An approved business always has a category and
 * a district: the joins drop none.)
 */
export function listRows(db: Db, filters: ListPageFilters, offset: number, limit: number): Promise<PublicBusiness[]> {
  const page = db
    .select({ id: businesses.id })
    .from(businesses)
    .where(listConditions(filters))
    .orderBy(...orderFor(LIST_PAGE_SORT))
    .limit(limit)
    .offset(offset)
    .as('page');
  return approvedBusinessesQuery(db)
    .innerJoin(page, eq(page.id, businesses.id))
    .orderBy(...orderFor(LIST_PAGE_SORT))
    .then((rows) => rows.map(toPublicBusiness));
}

/** The filters of a list page: every approved business, or one category's. */
type ListPageFilters = Pick<ListFilters, 'categoryId'>;

/** Ids of the first `limit` businesses of a list, in its order (the build's pre-built pages). */
export async function listIds(db: Db, filters: ListFilters, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .innerJoin(categories, eq(businesses.categoryId, categories.id))
    .innerJoin(districts, eq(businesses.districtId, districts.id))
    .where(listConditions(filters))
    .orderBy(...orderFor(LIST_PAGE_SORT))
    .limit(limit);
  return rows.map((r) => r.id);
}

async function listTotal(db: Db, filters: ListFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(businesses)
    .innerJoin(categories, eq(businesses.categoryId, categories.id))
    .innerJoin(districts, eq(businesses.districtId, districts.id))
    .where(listConditions(filters));
  return Number(row?.n ?? 0);
}

/** One page of a list as its page shows it. */
export interface ListPageData {
  /** The category of a category page; null for /businesses. */
  category: PublicCategory | null;
  /** 1-based. */
  page: number;
  /** Approved businesses in the whole list. */
  total: number;
  /** This page's businesses, in the list's order. */
  items: PublicBusiness[];
  /** The list's first business (a category page's og:image on every page). */
  first?: PublicBusiness | undefined;
}

/** What an on-demand list address asks for, or null when it cannot be a list page (a 404). */
export function parseListPath(pathname: string): { categorySlug: string | null; page: number } | null | 'unknown-category' {
  const p = pathname.replace(/\/+$/, '');
  const all = /^\/businesses(?:\/([^/]+))?$/.exec(p);
  const cat = /^\/category\/([^/]+)(?:\/([^/]+))?$/.exec(p);
  const pageText = all ? all[1] : cat ? cat[2] : undefined;
  if (!all && !cat) return p.startsWith('/category/') ? 'unknown-category' : null;
  if (pageText !== undefined && !/^[1-9]\d{0,6}$/.test(pageText)) return cat ? { categorySlug: decodeSlug(cat[1]!), page: -1 } : null;
  return { categorySlug: cat ? decodeSlug(cat[1]!) : null, page: pageText === undefined ? 1 : Number(pageText) };
}

function decodeSlug(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The page at `pathname` (`/businesses/7`, `/category/kafeler/31`), or why there is none: `category: null`
 * for an unknown category ('Kategori bulunamadı'), `page: null` for a page past the end or not a number.
 * Page 1 of a list exists even when the list is empty.
 */
export async function loadListPage(
  db: Db,
  pathname: string,
  categories: Promise<readonly PublicCategory[]>,
): Promise<{ category: PublicCategory | null | undefined; page: ListPageData | null }> {
  // The shell's categories (their counts read once per request), awaited first so a failure is never left unread.
  const cats = await categories;
  const parsed = parseListPath(pathname);
  if (parsed === null) return { category: undefined, page: null };
  if (parsed === 'unknown-category') return { category: null, page: null };
  // Only an exact slug is a category's address (the API also takes names; pages do not).
  let category: PublicCategory | null = null;
  if (parsed.categorySlug !== null) {
    category = cats.find((c) => c.slug === parsed.categorySlug) ?? null;
    if (!category) return { category: null, page: null };
  }
  if (parsed.page < 1) return { category, page: null };
  // Every approved business has a category: the categories' counts add up to the whole list.
  const total = category ? category.businessCount : cats.reduce((n, c) => n + c.businessCount, 0);
  if (parsed.page > listingPageCount(total)) return { category, page: null };
  const filters: ListPageFilters = category ? { categoryId: category.id } : {};
  const [items, firstRows] = await Promise.all([
    listRows(db, filters, (parsed.page - 1) * LISTING_PAGE_SIZE, LISTING_PAGE_SIZE),
    category && parsed.page > 1 ? listRows(db, filters, 0, 1) : Promise.resolve([]),
  ]);
  return { category, page: { category, page: parsed.page, total, items, ...(category ? { first: firstRows[0] ?? items[0] } : {}) } };
}

/** The first items of a list the build pre-renders: its total and the ids of its first `pages` pages. */
export interface ListHead {
  total: number;
  ids: number[];
  /** The newest change among the list's businesses (the sitemap's lastmod of its pages). */
  lastmod: string | null;
}

/** The heads of /businesses and of every category (one query each, in the pages' order). */
export async function collectListHeads(
  db: Db,
  cats: readonly PublicCategory[],
  pages: number,
): Promise<{ all: ListHead; categories: Record<string, ListHead> }> {
  const limit = pages * LISTING_PAGE_SIZE;
  const [allIds, allTotal, newest, ...perCategory] = await Promise.all([
    listIds(db, {}, limit),
    listTotal(db, {}),
    db
      .select({ categoryId: businesses.categoryId, at: max(businesses.updatedAt) })
      .from(businesses)
      .where(eq(businesses.status, 'approved'))
      .groupBy(businesses.categoryId),
    ...cats.map((c) => listIds(db, { categoryId: c.id }, limit)),
  ]);
  const lastmodOf = new Map(newest.map((r) => [r.categoryId, r.at ? new Date(r.at).toISOString() : null]));
  const overall = [...lastmodOf.values()].reduce<string | null>((m, v) => (v && (!m || v > m) ? v : m), null);
  return {
    all: { total: allTotal, ids: allIds, lastmod: overall },
    categories: Object.fromEntries(
      cats.map((c, i) => [c.slug, { total: c.businessCount, ids: perCategory[i]!, lastmod: lastmodOf.get(c.id) ?? null }]),
    ),
  };
}

/** Full rows of some approved businesses (the build's head), in the given order. */
export async function businessesByIds(db: Db, ids: readonly number[]): Promise<PublicBusiness[]> {
  if (!ids.length) return [];
  const rows: PublicBusiness[] = [];
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    rows.push(
      ...(await approvedBusinessesQuery(db)
        .where(and(eq(businesses.status, 'approved'), inArray(businesses.id, chunk)))
        .then((r) => r.map(toPublicBusiness))),
    );
  }
  const byId = new Map(rows.map((b) => [b.id, b]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
