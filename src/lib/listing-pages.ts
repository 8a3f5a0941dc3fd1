/**
 * Pre-built lists in pages of 24 (decision 018): /businesses, /businesses/2, … and /category/<slug>, /category/<slug>/2, ….
 * Page 1 has no number in its address; every page is its own canonical URL, linked rel prev/next and listed in
 * the sitemap. Pure TypeScript: the pages, the sitemap and the pager share it.
 */
export const LISTING_PAGE_SIZE = 24;

/** At least one page (an empty list still has its page 1). */
export const listingPageCount = (total: number): number => Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));

/** `/businesses` for page 1, `/businesses/3` for page 3. */
export const listingPagePath = (base: string, page: number): string => (page <= 1 ? base : `${base}/${page}`);

/** The items of page `page` (1-based). */
export function listingPageItems<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE);
}

/** The `page` parameters of a list's pre-built pages: undefined (page 1) then "2", "3", …. */
export function listingPageParams(total: number): Array<string | undefined> {
  return Array.from({ length: listingPageCount(total) }, (_, i) => (i === 0 ? undefined : String(i + 1)));
}

/**
 * The numbers a pager shows: the first, the last and two either side of the current page, with a gap (null)
 * where numbers are left out: 1 … 4 5 [6] 7 8 … 20.
 */
export function pagerNumbers(current: number, count: number): Array<number | null> {
  const shown = new Set([1, count]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= count) shown.add(p);
  const out: Array<number | null> = [];
  let last = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - last > 1) out.push(p - last === 2 ? p - 1 : null);
    out.push(p);
    last = p;
  }
  return out;
}
