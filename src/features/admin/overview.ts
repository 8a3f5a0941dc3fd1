/**
 * The admin overview (the landing section of /admin): what waits in each queue (count, the oldest few by
 * name and age), today's figures, counts of users by role, businesses by status, outbox mail by status,
 * and the latest audit entries told by name (who did what to which business, with a link).
 */
import { count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  advertisementRequests,
  auditLog,
  businesses,
  businessOwners,
  emailOutbox,
  promotionalLeads,
  reviews,
  users,
} from '#db/schema/index.ts';
import type { AuditRow } from '#lib/contract/admin.ts';
import { oldestWaiting, queueCounts, todayFigures } from './queues.ts';

function tally<K extends string>(keys: readonly K[], rows: { key: K; n: number | string }[]): Record<K, number> {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const r of rows) out[r.key] = Number(r.n);
  return out;
}

/** The import sources as the audit log names them. */
const SOURCE_LABELS: Record<string, string> = {
  csv: 'CSV dosyası',
  google: 'Google bağlantısı',
  osm: 'OpenStreetMap',
  cli: 'komut satırı',
  admin: 'yönetici',
  form: 'form',
};

const ACTOR_LABELS: Record<string, string> = { cli: 'Komut satırı', sistem: 'Sistem', ziyaretçi: 'Ziyaretçi' };

type RawEntry = {
  id: number;
  createdAt: Date;
  actorUserId: number | null;
  actorLabel: string;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
};

const ids = (entries: RawEntry[], type: string) => [
  ...new Set(entries.filter((e) => e.targetType === type && e.targetId && /^\d+$/.test(e.targetId)).map((e) => Number(e.targetId))),
];

/** A short readable note from an entry's details: how many, from where, why. */
function noteOf(e: RawEntry): string | null {
  const d = e.details ?? {};
  const parts: string[] = [];
  if (e.action === 'business.imported') {
    const n = Number(d.imported ?? 0) + Number(d.updated ?? 0);
    parts.push(`${n} işletme`);
    if (typeof d.source === 'string') parts.push(SOURCE_LABELS[d.source] ?? d.source);
  }
  if (typeof d.bulk === 'number') parts.push(`toplu onay (${d.bulk})`);
  if (Array.isArray(d.ids)) parts.push(`${d.ids.length} kayıt`);
  if (typeof d.count === 'number' && e.action !== 'business.imported') parts.push(`${d.count} kayıt`);
  if (typeof d.reason === 'string' && d.reason) parts.push(d.reason.length > 120 ? `${d.reason.slice(0, 119)}…` : d.reason);
  if (typeof d.plan === 'string') parts.push(`plan: ${d.plan}`);
  return parts.length ? parts.join(' · ') : null;
}

/** The latest `limit` audit entries with their actor and target by name. */
async function readableAudit(database: Db, limit = 20): Promise<AuditRow[]> {
  const entries: RawEntry[] = await database
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorUserId: auditLog.actorUserId,
      actorLabel: auditLog.actorLabel,
      actorName: users.name,
      actorEmail: users.email,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);

  const bIds = ids(entries, 'business');
  const oIds = ids(entries, 'owner');
  const rIds = ids(entries, 'review');
  const uIds = ids(entries, 'user');
  const aIds = ids(entries, 'ad_request');
  const lIds = ids(entries, 'promotional_lead');
  const none = Promise.resolve([]);
  const [bs, os, rs, us, as, ls] = await Promise.all([
    bIds.length
      ? database
          .select({ id: businesses.id, name: businesses.name, status: businesses.status })
          .from(businesses)
          .where(inArray(businesses.id, bIds))
      : none,
    oIds.length
      ? database
          .select({ id: businessOwners.id, name: businessOwners.businessName })
          .from(businessOwners)
          .where(inArray(businessOwners.id, oIds))
      : none,
    rIds.length
      ? database
          .select({ id: reviews.id, businessId: reviews.businessId, name: businesses.name })
          .from(reviews)
          .innerJoin(businesses, eq(businesses.id, reviews.businessId))
          .where(inArray(reviews.id, rIds))
      : none,
    uIds.length ? database.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, uIds)) : none,
    aIds.length
      ? database
          .select({ id: advertisementRequests.id, name: advertisementRequests.businessName })
          .from(advertisementRequests)
          .where(inArray(advertisementRequests.id, aIds))
      : none,
    lIds.length
      ? database
          .select({ id: promotionalLeads.id, name: promotionalLeads.email })
          .from(promotionalLeads)
          .where(inArray(promotionalLeads.id, lIds))
      : none,
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const bMap = byId(bs as { id: number; name: string; status: string }[]);
  const oMap = byId(os as { id: number; name: string }[]);
  const rMap = byId(rs as { id: number; businessId: number; name: string }[]);
  const uMap = byId(us as { id: number; name: string; email: string }[]);
  const aMap = byId(as as { id: number; name: string }[]);
  const lMap = byId(ls as { id: number; name: string }[]);

  return entries.map((e) => {
    const n = e.targetId && /^\d+$/.test(e.targetId) ? Number(e.targetId) : null;
    let targetName: string | null = null;
    let targetHref: string | null = null;
    if (n !== null) {
      switch (e.targetType) {
        case 'business': {
          const b = bMap.get(n);
          targetName = b?.name ?? null;
          targetHref = b ? (b.status === 'approved' ? `/business/${n}` : `/admin?bolum=basvurular&isletme=${n}`) : null;
          break;
        }
        case 'owner':
          targetName = oMap.get(n)?.name ?? null;
          targetHref = targetName ? '/admin?bolum=isletme-sahipleri' : null;
          break;
        case 'review': {
          const r = rMap.get(n);
          targetName = r ? `${r.name} değerlendirmesi` : null;
          targetHref = r ? `/business/${r.businessId}` : null;
          break;
        }
        case 'user': {
          const u = uMap.get(n);
          targetName = u ? (u.name ? `${u.name} (${u.email})` : u.email) : null;
          break;
        }
        case 'ad_request':
          targetName = aMap.get(n)?.name ?? null;
          targetHref = targetName ? '/admin?bolum=reklamlar' : null;
          break;
        case 'promotional_lead':
          targetName = lMap.get(n)?.name ?? null;
          targetHref = targetName ? '/admin?bolum=potansiyel-musteriler' : null;
          break;
      }
    }
    const actor =
      e.actorUserId !== null && (e.actorName || e.actorEmail)
        ? (e.actorName || e.actorEmail)!
        : (ACTOR_LABELS[e.actorLabel] ?? (e.actorLabel.startsWith('user:') ? 'Silinmiş kullanıcı' : e.actorLabel));
    return {
      id: e.id,
      createdAt: e.createdAt.toISOString(),
      action: e.action,
      actor,
      targetType: e.targetType,
      targetId: e.targetId,
      targetName,
      targetHref,
      note: noteOf(e),
    };
  });
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
    readableAudit(database),
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
