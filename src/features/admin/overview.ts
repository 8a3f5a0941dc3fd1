/** The admin overview: counts of users by role, businesses by status, outbox mail by status, the latest audit entries. */
import { count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { auditLog, businesses, emailOutbox, users } from '#db/schema/index.ts';

function tally<K extends string>(keys: readonly K[], rows: { key: K; n: number | string }[]): Record<K, number> {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const r of rows) out[r.key] = Number(r.n);
  return out;
}

export async function adminOverview(database: Db) {
  const [byRole, byStatus, byOutbox, entries] = await Promise.all([
    database.select({ key: users.role, n: count() }).from(users).groupBy(users.role),
    // rows of an import still being written (`importing`) are not counted until it publishes them
    database.select({ key: businesses.status, n: count() }).from(businesses).where(ne(businesses.status, 'importing')).groupBy(businesses.status),
    database.select({ key: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status),
    database
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorUserId: auditLog.actorUserId,
        actorLabel: auditLog.actorLabel,
        actorName: users.name,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(20),
  ]);
  return {
    users: tally(['user', 'owner', 'admin'] as const, byRole),
    businesses: tally(['email_pending', 'pending', 'approved', 'rejected'] as const, byStatus),
    outbox: tally(['pending', 'sent', 'failed'] as const, byOutbox),
    audit: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}
