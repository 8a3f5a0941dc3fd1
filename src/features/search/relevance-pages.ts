/**
 * Pages in relevance order (step 3 of search.ts): one broad word by field groups (walked on the rating
 * index or collected from the GIN index), the name tier, or every match scored in one pass.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses } from '#db/schema/index.ts';
import { planTsQuery, tokenTsQuery, walkFieldGroup, walkLimit, type SearchPlan } from '#lib/search/query.ts';
import {
  isPriority,
  pageColumns,
  pageJoins,
  priorityOrder,
  relevanceOrder,
  scoreOf,
  toSearchItem,
  tsq,
  type ListRow,
  type PageArgs,
} from './page-parts.ts';
import type { PlannedSearch } from './plan.ts';
import { rowsOf } from '#db/client.ts';
import type { FieldGroupMode, SearchListItem } from './types.ts';

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
export async function singleWordPage(
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
  // The paid plans' matches are candidates too: they come first among equal scores (decision 023).
  branches.push(
    sql`(SELECT ${businesses.id} AS id FROM ${businesses} WHERE ${and(...args.filters, ...(args.text ? [args.text] : []), isPriority)})`,
  );
  const result = await db.execute(sql`
    ${walks.length > 0 ? sql`WITH ${sql.join(walks, sql`, `)}` : sql``}
    SELECT ${pageColumns}, ${scoreOf(plan)} AS score
    FROM (${sql.join(branches, sql` UNION `)}) AS page
    ${pageJoins}
    ORDER BY score DESC, ${priorityOrder}, ${relevanceOrder}
    LIMIT ${args.limit} OFFSET ${args.offset}`);
  return rowsOf<ListRow>(result).map(toSearchItem);
}

/**
 * Every word in the name is the most a match can score (8 points a word). When at least `offset + limit`
 * matches have every word in their name, the page is the best rated of them, collected from the name
 * index (businesses_search_a_idx) without scoring any other match. Null when fewer have.
 */
export async function nameTierPage(db: Db, plan: SearchPlan, args: PageArgs): Promise<SearchListItem[] | null> {
  const needed = args.offset + args.limit;
  const inName = sql`${documentPart('A')} @@ ${tsq(planTsQuery(plan))}`;
  // The paid plans' name matches join the best rated ones and come first (decision 023); `n` counts the best only.
  const result = await db.execute(sql`
    WITH best AS (${collectBest(and(...args.filters, inName), needed)})
    SELECT ${pageColumns}, (SELECT count(*) FROM best) AS n
    FROM (SELECT id FROM best UNION SELECT ${businesses.id} FROM ${businesses} WHERE ${and(...args.filters, inName, isPriority)}) AS page
    ${pageJoins}
    ORDER BY ${priorityOrder}, ${relevanceOrder}
    LIMIT ${args.limit} OFFSET ${args.offset}`);
  const rows = rowsOf<ListRow & { n: number | string }>(result);
  return rows.length > 0 && Number(rows[0]!.n) >= needed ? rows.map(toSearchItem) : null;
}

/**
 * Relevance order: every match scored in one pass over the GIN index's matches (ids, scores and sort keys
 * only, so nothing spills), then the page's rows.
 */
export async function relevancePage(db: Db, plan: SearchPlan, args: PageArgs): Promise<SearchListItem[]> {
  const result = await db.execute(sql`
    SELECT ${pageColumns}
    FROM (
      SELECT ${businesses.id} AS id, ${scoreOf(plan)} AS score
      FROM ${businesses}
      WHERE ${and(...args.filters, ...(args.text ? [args.text] : []))}
      ORDER BY score DESC, ${priorityOrder}, ${relevanceOrder}
      LIMIT ${args.limit} OFFSET ${args.offset}
    ) AS page
    ${pageJoins}
    ORDER BY page.score DESC, ${priorityOrder}, ${relevanceOrder}`);
  return rowsOf<ListRow>(result).map(toSearchItem);
}
