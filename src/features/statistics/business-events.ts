/**
 * Business analytics events (issue 3): a business page view, a phone click, a website click, a
 * directions click. One row per business per day (`business_analytics`, date = YYYY-MM-DD in
 * Europe/Istanbul), incremented by one atomic statement:
 *   INSERT … SELECT … FROM businesses WHERE id = $1 AND status = 'approved'
 *   ON CONFLICT (business_id, date) DO UPDATE SET views = business_analytics.views + 1
 * so concurrent events never lose a count and only approved businesses are ever counted.
 *
 * Not counted: bots (src/lib/bots.ts; PD18), and hits above a per-address limit per business and
 * event type (30 a minute; counters in PostgreSQL, keyed by a hash of the address, never the address).
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { businessAnalytics, businesses } from '#db/schema/index.ts';
import { isBot } from '#lib/bots.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { hit, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';
import { ANALYTICS_EVENT_TYPES, type AnalyticsEventRequest, type AnalyticsEventType } from '#lib/contract/analytics.ts';

/** Per client address, business and event type. */
export const ANALYTICS_RATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 };
/** An event body is tiny; anything bigger is refused before parsing. */
export const ANALYTICS_MAX_BODY_BYTES = 1_000;

const INT_MAX = 2_147_483_647;

export const analyticsEventSchema: z.ZodType<AnalyticsEventRequest> = z.object({
  businessId: z
    .number({ error: 'businessId bir işletme numarası olmalıdır.' })
    .int('businessId bir işletme numarası olmalıdır.')
    .min(1, 'businessId bir işletme numarası olmalıdır.')
    .max(INT_MAX, 'businessId bir işletme numarası olmalıdır.'),
  type: z.enum(ANALYTICS_EVENT_TYPES, { error: 'type şunlardan biri olmalıdır: view, phone, website, directions.' }),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The counter column of each event type. */
const COLUMN: Record<AnalyticsEventType, string> = {
  view: 'views',
  phone: 'phone_clicks',
  website: 'website_clicks',
  directions: 'directions_clicks',
};

export type RecordOutcome = 'recorded' | 'bot' | 'rate_limited' | 'not_found';

export interface RecordInput extends AnalyticsEvent {
  /** The client address (only its keyed hash reaches the database). */
  ip: string;
  userAgent: string | null;
  /** The moment of the event (tests); default now. */
  at?: Date;
}

/** Counts one event, or tells why it was not counted. `not_found`: no approved business with that id. */
export async function recordBusinessEvent(db: Db, input: RecordInput): Promise<RecordOutcome> {
  if (isBot(input.userAgent)) return 'bot';
  const { businessId, type } = input;
  const limit = await hit(db, rateKey('analytics', 'ip', `${input.ip}|${businessId}|${type}`), ANALYTICS_RATE_LIMIT);
  if (!limit.ok) return (await isApproved(db, businessId)) ? 'rate_limited' : 'not_found';

  const n = (c: AnalyticsEventType) => (c === type ? 1 : 0);
  const column = sql.identifier(COLUMN[type]);
  const result = await db.execute(sql`
    INSERT INTO ${businessAnalytics} (business_id, date, views, phone_clicks, website_clicks, directions_clicks)
    SELECT b.id, ${istanbulDateKey(input.at ?? new Date())}::varchar, ${n('view')}::int, ${n('phone')}::int,
           ${n('website')}::int, ${n('directions')}::int
      FROM ${businesses} b
     WHERE b.id = ${businessId}::int AND b.status = 'approved'
    ON CONFLICT (business_id, date) DO UPDATE SET ${column} = ${businessAnalytics}.${column} + 1
    RETURNING id`);
  const rows = Array.isArray(result) ? result : ((result as unknown as { rows?: unknown[] }).rows ?? []);
  return rows.length ? 'recorded' : 'not_found';
}

async function isApproved(db: Db, businessId: number): Promise<boolean> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.status, 'approved')))
    .limit(1);
  return rows.length > 0;
}
