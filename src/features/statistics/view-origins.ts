/**
 * Where counted views came from, and the search words that led to them (decision 028). Kept apart from
 * the daily counters (business-events.ts calls `recordViewOrigin` once for a view it has just counted, in
 * the same transaction), so the counters' rules stay as published.
 *
 * Privacy: the words come from our own search page only (the `q` of the page the visitor came from); they are
 * lower-cased and cut to 60 characters, and anything that looks like an e-mail address or a phone number
 * (an "@", five digits or more) is not kept. The visitor is the daily-salted hash, never an address. Rows go
 * after VIEW_ORIGIN_RETENTION_DAYS (stated on /privacy), and owners see a word only once MIN_CELL_VISITORS
 * distinct visitors used it (src/features/owners/insights.ts).
 */
import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { businessViewOrigins } from '#db/schema/index.ts';
import type { ViewSource } from '#lib/contract/analytics.ts';

export const VIEW_ORIGIN_RETENTION_DAYS = 90;

/** The search words as kept, or null when there is nothing safe to keep. */
export function normalizeSearchTerm(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (raw.includes('@') || /\d[\d\s().-]{3,}\d/.test(raw) || /\d{5,}/.test(raw)) return null;
  const s = raw
    .toLocaleLowerCase('tr')
    .replace(/[^\p{L}\p{N}&' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim();
  return s.length >= 2 ? s : null;
}

export interface ViewOrigin {
  businessId: number;
  source: ViewSource;
  term?: string | null | undefined;
  visitorHash: string;
  at: Date;
}

export async function recordViewOrigin(db: DbOrTx, o: ViewOrigin): Promise<void> {
  const term = o.source === 'search' ? normalizeSearchTerm(o.term) : null;
  await db
    .insert(businessViewOrigins)
    .values({ businessId: o.businessId, source: o.source, term, visitorHash: o.visitorHash, createdAt: o.at });
}

/** Deletes rows older than the retention period; returns how many went. */
export async function pruneViewOrigins(db: DbOrTx, now = new Date()): Promise<number> {
  const gone = await db
    .delete(businessViewOrigins)
    .where(
      lt(
        businessViewOrigins.createdAt,
        sql`${new Date(now.getTime() - VIEW_ORIGIN_RETENTION_DAYS * 86_400_000).toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: businessViewOrigins.id });
  return gone.length;
}
