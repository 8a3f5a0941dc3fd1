/** The search's total: the matches counted exactly up to a cap. */
import { and, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses } from '#db/schema/index.ts';
import type { PageArgs } from './page-parts.ts';
import { rowsOf } from '#db/client.ts';

/** A count that stopped at its cap. */
export interface Count {
  total: number;
  capped: boolean;
}

const capCount = (n: number, cap: number): Count => (n > cap ? { total: cap, capped: true } : { total: n, capped: false });

/** The matches, counted exactly up to `cap` (one more row tells that there are more). */
export async function countMatches(db: Db, args: PageArgs, cap: number): Promise<Count> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM ${businesses} WHERE ${and(...args.filters, ...(args.text ? [args.text] : []))} LIMIT ${cap + 1}
    ) AS m`);
  return capCount(Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0), cap);
}
