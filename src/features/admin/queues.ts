/**
 * What is waiting for the admins, by queue: how many, and since when (the oldest one's date). One SQL
 * statement of small counts on indexed status columns, cheap enough to ask after every admin action
 * (GET /api/admin/counts); the overview adds the oldest few of each queue by name and today's figures.
 *
 * Each queue counts exactly what its admin screen lists as undecided:
 *  businesses  submissions in 'pending' (e-mail confirmed, not an import still being written)
 *  reviews     reviews in 'pending' (new or edited)
 *  reports     reviews with an open report
 *  owners      owner applications and claims in 'pending'
 *  changes     listing changes in 'pending' (owners' edits, accepted suggestions)
 *  suggestions visitors' suggestions in 'pending' on a listing without an approved owner (an owner decides the others)
 *  ads         advertising requests nobody has contacted yet ('contact_pending')
 *  plans       owners' plan requests in 'pending'
 *  campaigns   owners' campaigns and announcements in 'pending' (decision 031)
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '#db/client.ts';
import { istanbulDateKey } from '#lib/format.ts';
import {
  ADMIN_QUEUES,
  type AdminQueue,
  type QueueCount,
  type QueueCounts,
  type QueueItem,
  type TodayFigures,
} from '#lib/contract/admin.ts';

const UNOWNED = sql`NOT EXISTS (SELECT 1 FROM business_owners o WHERE o.business_id = s.business_id AND o.status = 'approved')`;

/** Per queue: `count` and `oldest` of its waiting rows (the column is the date the row started waiting). */
const COUNT_SQL: Record<AdminQueue, SQL> = {
  businesses: sql`SELECT count(*) AS n, min(submitted_at) AS oldest FROM businesses WHERE status = 'pending'`,
  reviews: sql`SELECT count(*) AS n, min(updated_at) AS oldest FROM reviews WHERE status = 'pending'`,
  reports: sql`SELECT count(DISTINCT review_id) AS n, min(created_at) AS oldest FROM review_reports WHERE status = 'open'`,
  owners: sql`SELECT count(*) AS n, min(created_at) AS oldest FROM business_owners WHERE status = 'pending'`,
  changes: sql`SELECT count(*) AS n, min(created_at) AS oldest FROM business_change_sets WHERE status = 'pending'`,
  suggestions: sql`SELECT count(*) AS n, min(created_at) AS oldest FROM business_suggestions s WHERE s.status = 'pending' AND ${UNOWNED}`,
  ads: sql`SELECT count(*) AS n, min(created_at) AS oldest FROM advertisement_requests WHERE status = 'contact_pending'`,
  plans: sql`SELECT count(*) AS n, min(created_at) AS oldest FROM plan_requests WHERE status = 'pending'`,
  campaigns: sql`SELECT count(*) AS n, min(created_at) AS oldest FROM business_campaigns WHERE status = 'pending'`,
};

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString());

/** Every queue's count and oldest date, in one statement. */
export async function queueCounts(db: Db): Promise<QueueCounts> {
  const parts = ADMIN_QUEUES.map((q) => sql`SELECT ${q}::text AS q, c.n::int AS n, c.oldest FROM (${COUNT_SQL[q]}) c`);
  const rows = rowsOf<{ q: AdminQueue; n: number | string; oldest: unknown }>(await db.execute(sql.join(parts, sql` UNION ALL `)));
  const out = Object.fromEntries(ADMIN_QUEUES.map((q) => [q, { count: 0, oldest: null }])) as Record<AdminQueue, QueueCount>;
  for (const r of rows) out[r.q] = { count: Number(r.n), oldest: iso(r.oldest) };
  return out;
}

/** The oldest `n` waiting rows of each queue: what, which business, since when, where to open it. */
const OLDEST_SQL: Record<AdminQueue, (n: number) => SQL> = {
  businesses: (n) =>
    sql`SELECT id, name AS label, NULL::text AS detail, submitted_at AS since, id AS business_id FROM businesses WHERE status = 'pending' ORDER BY submitted_at, id LIMIT ${n}`,
  reviews: (n) =>
    sql`SELECT r.id, b.name AS label, coalesce(r.title, left(r.content, 80)) AS detail, r.updated_at AS since, r.business_id FROM reviews r JOIN businesses b ON b.id = r.business_id WHERE r.status = 'pending' ORDER BY r.updated_at, r.id LIMIT ${n}`,
  reports: (n) =>
    sql`SELECT r.id, b.name AS label, coalesce(r.title, left(r.content, 80)) AS detail, x.since, r.business_id FROM (SELECT review_id, min(created_at) AS since FROM review_reports WHERE status = 'open' GROUP BY review_id ORDER BY 2 LIMIT ${n}) x JOIN reviews r ON r.id = x.review_id JOIN businesses b ON b.id = r.business_id ORDER BY x.since`,
  owners: (n) =>
    sql`SELECT o.id, coalesce(b.name, o.business_name) AS label, o.owner_name AS detail, o.created_at AS since, coalesce(o.claim_business_id, o.business_id) AS business_id FROM business_owners o LEFT JOIN businesses b ON b.id = o.claim_business_id WHERE o.status = 'pending' ORDER BY o.created_at, o.id LIMIT ${n}`,
  changes: (n) =>
    sql`SELECT c.id, b.name AS label, c.source AS detail, c.created_at AS since, c.business_id FROM business_change_sets c JOIN businesses b ON b.id = c.business_id WHERE c.status = 'pending' ORDER BY c.created_at, c.id LIMIT ${n}`,
  suggestions: (n) =>
    sql`SELECT s.id, b.name AS label, s.reason AS detail, s.created_at AS since, s.business_id FROM business_suggestions s JOIN businesses b ON b.id = s.business_id WHERE s.status = 'pending' AND ${UNOWNED} ORDER BY s.created_at, s.id LIMIT ${n}`,
  ads: (n) =>
    sql`SELECT id, business_name AS label, package_type::text AS detail, created_at AS since, business_id FROM advertisement_requests WHERE status = 'contact_pending' ORDER BY created_at, id LIMIT ${n}`,
  plans: (n) =>
    sql`SELECT p.id, coalesce(b.name, o.business_name) AS label, p.plan::text AS detail, p.created_at AS since, o.business_id FROM plan_requests p JOIN business_owners o ON o.id = p.owner_id LEFT JOIN businesses b ON b.id = o.business_id WHERE p.status = 'pending' ORDER BY p.created_at, p.id LIMIT ${n}`,
  campaigns: (n) =>
    sql`SELECT c.id, b.name AS label, c.title AS detail, c.created_at AS since, c.business_id FROM business_campaigns c JOIN businesses b ON b.id = c.business_id WHERE c.status = 'pending' ORDER BY c.created_at, c.id LIMIT ${n}`,
};

export async function oldestWaiting(db: Db, n = 3): Promise<Record<AdminQueue, QueueItem[]>> {
  const lists = await Promise.all(
    ADMIN_QUEUES.map(async (q) => {
      const rows = rowsOf<{ id: number; label: string | null; detail: string | null; since: unknown; business_id: number | null }>(
        await db.execute(OLDEST_SQL[q](n)),
      );
      return rows.map((r): QueueItem => ({
        id: Number(r.id),
        label: r.label ?? '',
        detail: r.detail,
        since: iso(r.since) ?? '',
        businessId: r.business_id === null ? null : Number(r.business_id),
      }));
    }),
  );
  return Object.fromEntries(ADMIN_QUEUES.map((q, i) => [q, lists[i]!])) as Record<AdminQueue, QueueItem[]>;
}

/** The start of today in Istanbul (UTC+3 all year). */
function istanbulToday(now = new Date()): Date {
  return new Date(`${istanbulDateKey(now)}T00:00:00+03:00`);
}

/** Today's figures (since midnight in Istanbul): what arrived and what the admins decided. */
export async function todayFigures(db: Db, now = new Date()): Promise<TodayFigures> {
  const since = istanbulToday(now).toISOString();
  const [row] = rowsOf<Record<keyof TodayFigures, number | string>>(
    await db.execute(sql`SELECT
      (SELECT count(*) FROM businesses WHERE submitted_at >= ${since}::timestamptz AND status <> 'importing' AND source <> 'seed')::int AS submissions,
      (SELECT count(*) FROM reviews WHERE created_at >= ${since}::timestamptz)::int AS reviews,
      (SELECT count(*) FROM users WHERE created_at >= ${since}::timestamptz)::int AS users,
      (SELECT count(*) FROM advertisement_requests WHERE created_at >= ${since}::timestamptz)::int AS "adRequests",
      (SELECT count(*) FROM audit_log WHERE created_at >= ${since}::timestamptz
         AND (action LIKE '%.approved' OR action LIKE '%.rejected' OR action LIKE '%.hidden' OR action LIKE '%.dismissed' OR action LIKE '%.accepted' OR action = 'review.reports_dismissed')
         AND actor_user_id IS NOT NULL)::int AS decisions`),
  );
  return {
    submissions: Number(row?.submissions ?? 0),
    reviews: Number(row?.reviews ?? 0),
    users: Number(row?.users ?? 0),
    adRequests: Number(row?.adRequests ?? 0),
    decisions: Number(row?.decisions ?? 0),
  };
}
