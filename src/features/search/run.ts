/**
 * Runs a planned search: picks the page strategy (field groups, name tier, every match scored, nearest
 * first, a fixed order) and counts the matches beside it.
 */
import type { Db } from '#db/client.ts';
import { rankByFieldGroups } from '#lib/search/query.ts';
import type { SearchSort } from '#lib/contract/queries.ts';
import { countMatches, type Count } from './count.ts';
import { filterConditions, filterShare, textCondition, type Filters } from './filters.ts';
import { distancePage, orderedPage } from './ordered-pages.ts';
import type { PageArgs } from './page-parts.ts';
import type { PlannedSearch } from './plan.ts';
import { priorityFirst } from './priority.ts';
import { nameTierPage, relevancePage, singleWordPage } from './relevance-pages.ts';
import type { FieldGroupMode, GeoPoint, SearchListItem, SearchResult } from './types.ts';

/** The page of a planned search and, beside it, the count (see search.ts). */
export async function runSearch(
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
  const page: PageArgs = {
    filters: conditions,
    text: textCondition(plan),
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
    // The order of no text (or of a word in most businesses) is the default one: the paid plans' listings first (decision 023).
    if (args.sort === 'relevance') return priorityFirst(page, (p) => orderedPage(db, 'rating', p));
    return orderedPage(db, args.sort, page);
  };
  const [found, total] = await Promise.all([items(), counting]);
  return { items: found, total: total.total, totalCapped: total.capped };
}
