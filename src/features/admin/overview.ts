/**
 * The admin overview (the landing section of /admin): what waits in each queue (count, the oldest few by
 * name and age), today's figures, counts of users by role, businesses by status, outbox mail by status,
 * and the latest audit entries told by name (who did what to which business, with a link).
 */
import { count, ne } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, emailOutbox, users } from '#db/schema/index.ts';
import { readableAudit } from './audit.ts';
import { oldestWaiting, queueCounts, todayFigures } from './queues.ts';

function tally<K extends string>(keys: readonly K[], rows: { key: K; n: number | string }[]): Record<K, number> {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const r of rows) out[r.key] = Number(r.n);
  return out;
}

export async function adminOverview(database: Db) {
  const [byRole, byStatus, byOutbox, audit, queues, oldest, today] = await Promise.all([
    database.select({ key: users.role, n: count() }).from(users).groupBy(users.role),
    // rows of an import still being written (`importing`) are not counted until it publishes them
    database
      .select({ key: businesses.status, n: count() })
      .from(businesses)
      .where(ne(businesses.status, 'importing'))
      .groupBy(businesses.status),
    database.select({ key: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status),
    readableAudit(database, { limit: 20 }).then((a) => a.rows),
    queueCounts(database),
    oldestWaiting(database),
    todayFigures(database),
  ]);
  return {
    queues,
    oldest,
    today,
    users: tally(['user', 'owner', 'moderator', 'admin'] as const, byRole),
    businesses: tally(['email_pending', 'pending', 'approved', 'rejected'] as const, byStatus),
    outbox: tally(['pending', 'sent', 'failed'] as const, byOutbox),
    audit,
  };
}
