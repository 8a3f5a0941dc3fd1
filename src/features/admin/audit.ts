/**
 * The audit log as people read it (the overview's latest entries, the "Kayıt defteri" section and its CSV):
 * who did what to which named thing, with a link; filtered by person (name or e-mail), kind of thing, the thing
 * (its number, or its name: a business, an application, an ad request, a review's business) and a date range
 * (Istanbul days, both ends included).
 */
import Papa from 'papaparse';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { advertisementRequests, auditLog, businesses, businessOwners, promotionalLeads, reviews, users } from '#db/schema/index.ts';
import type { AuditRow } from '#lib/contract/admin.ts';

/** The kinds of thing an audit entry names (`targetType`) that the log can look up by number and by name. */
const TARGET_TYPES = ['business', 'owner', 'review', 'user', 'ad_request', 'promotional_lead'] as const;
type TargetType = (typeof TARGET_TYPES)[number];

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalıdır')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+03:00`)), 'Geçerli bir tarih yazın')
  .optional();

export const auditQuerySchema = z
  .object({
    kim: z.string().trim().max(120, 'Kişi en fazla 120 karakter olabilir').optional(),
    tur: z.enum(TARGET_TYPES, { error: 'Geçersiz kayıt türü' }).optional(),
    kayit: z.string().trim().max(120, 'Kayıt en fazla 120 karakter olabilir').optional(),
    baslangic: day,
    bitis: day,
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((v) => !v.baslangic || !v.bitis || v.baslangic <= v.bitis, { path: ['bitis'], message: 'Bitiş tarihi başlangıçtan önce olamaz' });

export type AuditFilter = Partial<Pick<z.infer<typeof auditQuerySchema>, 'kim' | 'tur' | 'kayit' | 'baslangic' | 'bitis'>>;

/** Midnight in Istanbul (UTC+3 all year since 2016) of a YYYY-MM-DD day, `plus` days later. */
const istanbulMidnight = (d: string, plus = 0) => new Date(Date.parse(`${d}T00:00:00+03:00`) + plus * 86_400_000);

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A thing an entry names, as the log shows it: its name and, where there is one, the page it is on. */
type Named = { id: number; name: string; href: string | null };

/**
 * Each kind of thing once: the numbers (as text, like `targetId`) of those whose name matches an ILIKE pattern
 * (the `kayit` filter), and those with the given numbers by name and link (the rows).
 */
const TARGETS: Record<TargetType, { idsNamed: (pattern: string) => SQL; named: (database: Db, ids: number[]) => Promise<Named[]> }> = {
  business: {
    idsNamed: (text) => sql`SELECT ${businesses.id}::text FROM ${businesses} WHERE ${businesses.name} ILIKE ${text}`,
    named: async (database, ids) =>
      (
        await database
          .select({ id: businesses.id, name: businesses.name, status: businesses.status })
          .from(businesses)
          .where(inArray(businesses.id, ids))
      ).map((b) => ({ ...b, href: b.status === 'approved' ? `/business/${b.id}` : `/admin?bolum=basvurular&isletme=${b.id}` })),
  },
  owner: {
    idsNamed: (text) => sql`SELECT ${businessOwners.id}::text FROM ${businessOwners} WHERE ${businessOwners.businessName} ILIKE ${text}`,
    named: async (database, ids) =>
      (
        await database
          .select({ id: businessOwners.id, name: businessOwners.businessName })
          .from(businessOwners)
          .where(inArray(businessOwners.id, ids))
      ).map((o) => ({ ...o, href: o.name ? '/admin?bolum=isletme-sahipleri' : null })),
  },
  review: {
    idsNamed: (text) =>
      sql`SELECT ${reviews.id}::text FROM ${reviews} JOIN ${businesses} ON ${businesses.id} = ${reviews.businessId} WHERE ${businesses.name} ILIKE ${text}`,
    named: async (database, ids) =>
      (
        await database
          .select({ id: reviews.id, businessId: reviews.businessId, name: businesses.name })
          .from(reviews)
          .innerJoin(businesses, eq(businesses.id, reviews.businessId))
          .where(inArray(reviews.id, ids))
      ).map((r) => ({ id: r.id, name: `${r.name} değerlendirmesi`, href: `/business/${r.businessId}` })),
  },
  user: {
    idsNamed: (text) => sql`SELECT ${users.id}::text FROM ${users} WHERE ${users.name} ILIKE ${text} OR ${users.email} ILIKE ${text}`,
    named: async (database, ids) =>
      (await database.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids))).map(
        (u) => ({
          id: u.id,
          name: u.name ? `${u.name} (${u.email})` : u.email,
          href: null,
        }),
      ),
  },
  ad_request: {
    idsNamed: (text) =>
      sql`SELECT ${advertisementRequests.id}::text FROM ${advertisementRequests} WHERE ${advertisementRequests.businessName} ILIKE ${text}`,
    named: async (database, ids) =>
      (
        await database
          .select({ id: advertisementRequests.id, name: advertisementRequests.businessName })
          .from(advertisementRequests)
          .where(inArray(advertisementRequests.id, ids))
      ).map((a) => ({ ...a, href: a.name ? '/admin?bolum=reklamlar' : null })),
  },
  promotional_lead: {
    idsNamed: (text) => sql`SELECT ${promotionalLeads.id}::text FROM ${promotionalLeads} WHERE ${promotionalLeads.email} ILIKE ${text}`,
    named: async (database, ids) =>
      (
        await database
          .select({ id: promotionalLeads.id, name: promotionalLeads.email })
          .from(promotionalLeads)
          .where(inArray(promotionalLeads.id, ids))
      ).map((l) => ({ ...l, href: l.name ? '/admin?bolum=potansiyel-musteriler' : null })),
  },
};

function auditWhere(f: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.kim) parts.push(or(ilike(users.name, like(f.kim)), ilike(users.email, like(f.kim)), ilike(auditLog.actorLabel, like(f.kim))));
  if (f.tur) parts.push(eq(auditLog.targetType, f.tur));
  if (f.kayit) {
    if (/^\d+$/.test(f.kayit)) parts.push(eq(auditLog.targetId, f.kayit));
    else {
      const text = like(f.kayit);
      parts.push(
        or(
          ...TARGET_TYPES.map((type) => and(eq(auditLog.targetType, type), sql`${auditLog.targetId} IN (${TARGETS[type].idsNamed(text)})`)),
        ),
      );
    }
  }
  if (f.baslangic) parts.push(gte(auditLog.createdAt, istanbulMidnight(f.baslangic)));
  if (f.bitis) parts.push(lt(auditLog.createdAt, istanbulMidnight(f.bitis, 1)));
  return and(...parts);
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

/** The newest audit entries that match the filter (`limit` of them from `offset`) with their actor and target by name, and how many match. */
export async function readableAudit(
  database: Db,
  filter: AuditFilter & { limit: number; offset?: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = auditWhere(filter);
  const [entries, [counted]] = await Promise.all([
    database
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
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit)
      .offset(filter.offset ?? 0),
    database.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorUserId)).where(where),
  ]);

  // Every kind's things named in these entries, looked up at once.
  const found = new Map(
    await Promise.all(
      TARGET_TYPES.map(async (type) => {
        const wanted = ids(entries, type);
        const named = wanted.length ? await TARGETS[type].named(database, wanted) : [];
        return [type as string, new Map(named.map((t) => [t.id, t]))] as const;
      }),
    ),
  );

  const rows = (entries as RawEntry[]).map((e): AuditRow => {
    const n = e.targetId && /^\d+$/.test(e.targetId) ? Number(e.targetId) : null;
    const target = n !== null && e.targetType ? found.get(e.targetType)?.get(n) : undefined;
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
      targetName: target?.name ?? null,
      targetHref: target?.href ?? null,
      note: noteOf(e),
    };
  });
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The most rows one CSV export holds. */
export const AUDIT_CSV_MAX = 50_000;

/** The matching entries as CSV for Excel in Turkish (UTF-8 with BOM, ";"), newest first, with Turkish headers. */
export async function auditCsv(
  database: Db,
  filter: AuditFilter,
  labels: { action: (a: string) => string; target: (t: string | null) => string },
): Promise<{ csv: string; count: number }> {
  const { rows } = await readableAudit(database, { ...filter, limit: AUDIT_CSV_MAX });
  const when = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'medium' });
  const data = rows.map((r) => [
    when.format(new Date(r.createdAt)),
    r.actor,
    labels.action(r.action),
    labels.target(r.targetType),
    r.targetName ?? '',
    r.targetId ?? '',
    r.note ?? '',
  ]);
  const csv =
    '\ufeff' +
    Papa.unparse(
      { fields: ['Tarih', 'Kim', 'İşlem', 'Kayıt türü', 'Kayıt', 'Kayıt no.', 'Not'], data },
      { delimiter: ';', newline: '\r\n' },
    ) +
    '\r\n';
  return { csv, count: rows.length };
}
