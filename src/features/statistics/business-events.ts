/**
 * Business analytics events (decision 011): a business page view, a phone click, a website click, a
 * directions click. One row per business per day (`business_analytics`, date = YYYY-MM-DD in
 * Europe/Istanbul), incremented by one atomic statement:
 *   INSERT … SELECT … FROM businesses WHERE id = $1 AND status = 'approved'
 *   ON CONFLICT (business_id, date) DO UPDATE SET views = business_analytics.views + 1
 * so concurrent events never lose a count and only approved businesses are ever counted.
 *
 * The published counting rules (decision 011, shown on the owner dashboard: COUNTING_RULES of
 * src/lib/contract/owners.ts):
 *  - a view counts once per visitor per business per day (Europe/Istanbul);
 *  - a phone, website or directions click once per visitor per business per action per hour;
 *  - bots (src/lib/bots.ts; PD18) never count, nor the business's own approved owner while logged in;
 *  - the visitor is `visitorHash` (src/platform/visitor.ts: address + browser with a salt of the day, never
 *    the address); "already counted" is a row of `business_event_dedupe` keyed by business, hash, type and
 *    bucket (the day, or the day and hour), written in the same transaction as the counter. Rows older
 *    than two days are removed now and then as events arrive.
 * Also not counted: hits above a per-address limit per business and event type (30 a minute; counters in
 * PostgreSQL, keyed by a hash of the address, never the address), so a flood costs little.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db } from '#db/client.ts';
import { businessAnalytics, businesses, businessEventDedupe, businessOwners } from '#db/schema/index.ts';
import { isBot } from '#lib/bots.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { hit, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';
import { visitorHash } from '#platform/visitor.ts';
import { ANALYTICS_EVENT_TYPES, VIEW_SOURCES, type AnalyticsEventRequest, type AnalyticsEventType } from '#lib/contract/analytics.ts';
import { recordViewOrigin } from './view-origins.ts';

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
  /** Views only (decision 028): where the visitor came from; the search words are normalised on record. */
  source: z.enum(VIEW_SOURCES, { error: 'source geçerli bir kaynak değil.' }).optional(),
  term: z.string({ error: 'term bir metin olmalıdır.' }).max(200, 'term en fazla 200 karakter olabilir.').optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The counter column of each event type. */
const COLUMN: Record<AnalyticsEventType, string> = {
  view: 'views',
  phone: 'phone_clicks',
  website: 'website_clicks',
  directions: 'directions_clicks',
};

export type RecordOutcome = 'recorded' | 'bot' | 'rate_limited' | 'not_found' | 'duplicate' | 'owner';

export interface RecordInput extends AnalyticsEvent {
  /** The client address (only its keyed hash reaches the database). */
  ip: string;
  userAgent: string | null;
  /** The moment of the event (tests); default now. */
  at?: Date;
  /** The logged-in account, when there is one (its own business's events are not counted). */
  userId?: number | null;
}

const HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', hourCycle: 'h23' });

/** The dedupe bucket of an event: the Istanbul day for a view, the day and hour for an action. */
export function eventBucket(type: AnalyticsEventType, at: Date): string {
  const day = istanbulDateKey(at);
  return type === 'view' ? day : `${day}T${HOUR.format(at).padStart(2, '0')}`;
}

/** Counts one event, or tells why it was not counted. `not_found`: no approved business with that id. */
export async function recordBusinessEvent(db: Db, input: RecordInput): Promise<RecordOutcome> {
  if (isBot(input.userAgent)) return 'bot';
  const { businessId, type } = input;
  const limit = await hit(db, rateKey('analytics', 'ip', `${input.ip}|${businessId}|${type}`), ANALYTICS_RATE_LIMIT);
  if (!limit.ok) return (await isApproved(db, businessId)) ? 'rate_limited' : 'not_found';

  if (!(await isApproved(db, businessId))) return 'not_found';
  if (input.userId && (await ownsBusiness(db, input.userId, businessId))) return 'owner';

  const at = input.at ?? new Date();
  const visitor = await visitorHash(db, { ip: input.ip, userAgent: input.userAgent, at });
  const n = (c: AnalyticsEventType) => (c === type ? 1 : 0);
  const column = sql.identifier(COLUMN[type]);
  const outcome = await db
    .transaction(async (t) => {
      const first = await t
        .insert(businessEventDedupe)
        .values({ businessId, visitorHash: visitor, type, bucket: eventBucket(type, at) })
        .onConflictDoNothing()
        .returning({ businessId: businessEventDedupe.businessId });
      if (!first.length) return 'duplicate' as const;
      const result = await t.execute(sql`
      INSERT INTO ${businessAnalytics} (business_id, date, views, phone_clicks, website_clicks, directions_clicks)
      SELECT b.id, ${istanbulDateKey(at)}::varchar, ${n('view')}::int, ${n('phone')}::int,
             ${n('website')}::int, ${n('directions')}::int
        FROM ${businesses} b
       WHERE b.id = ${businessId}::int AND b.status = 'approved'
      ON CONFLICT (business_id, date) DO UPDATE SET ${column} = ${businessAnalytics}.${column} + 1
      RETURNING id`);
      const rows = rowsOf(result);
      if (!rows.length) throw new NotApproved();
      if (type === 'view')
        await recordViewOrigin(t, { businessId, source: input.source ?? 'direct', term: input.term, visitorHash: visitor, at });
      return 'recorded' as const;
    })
    .catch((err: unknown) => {
      if (err instanceof NotApproved) return 'not_found' as const;
      throw err;
    });
  // Now and then (about 1 event in 200) the dedupe rows older than two days go.
  if (Math.random() < 0.005) await pruneEventDedupe(db);
  return outcome;
}

class NotApproved extends Error {}

/** Deletes dedupe rows older than two days (no bucket is older than a day). */
export async function pruneEventDedupe(db: Db): Promise<number> {
  const gone = await db
    .delete(businessEventDedupe)
    .where(lt(businessEventDedupe.createdAt, sql`now() - interval '2 days'`))
    .returning({ id: businessEventDedupe.businessId });
  return gone.length;
}

async function ownsBusiness(db: Db, userId: number, businessId: number): Promise<boolean> {
  const rows = await db
    .select({ id: businessOwners.id })
    .from(businessOwners)
    .where(and(eq(businessOwners.userId, userId), eq(businessOwners.businessId, businessId), eq(businessOwners.status, 'approved')))
    .limit(1);
  return rows.length > 0;
}

async function isApproved(db: Db, businessId: number): Promise<boolean> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.status, 'approved')))
    .limit(1);
  return rows.length > 0;
}
