/**
 * Special days, public holidays and on-duty nights in "open now" (decision 025). A business's
 * `special_hours` (src/lib/special-hours.ts) is expanded into `business_hours_overrides` whenever it is
 * written; the pharmacies' duty schedule is `pharmacy_duties`. Both are stretches of at most two days, read
 * here for the API's `openNow` (`loadOverrides` → `withOpenNow`) and by the search's and map's SQL
 * (`overrideIdsNow`, src/features/search/filters.ts).
 *
 *   await saveSpecialHours(db, actor, businessId, { holidays: [], days: [] }); // closed on public holidays
 */
import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client.ts';
import { businesses, businessHoursOverrides, categories, pharmacyDuties } from '#db/schema/index.ts';
import { istanbulDate, type HoursOverride } from '#lib/hours.ts';
import { expandSpecialHours, isEmptySpecialHours, type SpecialHours } from '#lib/special-hours.ts';
import { TR_HOLIDAYS_LAST_YEAR } from '#lib/reference/tr-holidays.ts';
import { audit } from '#platform/audit.ts';
import { notFound } from '#platform/errors.ts';
import { businessCacheTags, MAP_CACHE_TAG, purgePages, requestRebuild } from '#platform/rebuild.ts';

const DAY_MS = 86_400_000;
/** The label of a duty night's stretch (`loadOverrides`): the API's `onDuty` reads it. */
export const DUTY_LABEL = 'Nöbetçi eczane';
/** No stretch is longer than this (a day and its hours past midnight; a duty night). */
const LONGEST_MS = 2 * DAY_MS;
/** How far ahead the API's `openNow` looks (the next change is at most a week away). */
const AHEAD_MS = 8 * DAY_MS;

/** Rewrites a business's stretches from its special hours (yesterday to the end of the holiday table). */
export async function writeOverrides(tx: DbOrTx, businessId: number, special: SpecialHours | null, now = new Date()): Promise<void> {
  await tx.delete(businessHoursOverrides).where(eq(businessHoursOverrides.businessId, businessId));
  const from = istanbulDate(new Date(now.getTime() - DAY_MS));
  const rows = expandSpecialHours(special, from, `${TR_HOLIDAYS_LAST_YEAR}-12-31`).map((o) => ({
    businessId,
    startsAt: new Date(o.start),
    endsAt: new Date(o.end),
    open: o.open,
    label: o.label?.slice(0, 120) ?? null,
  }));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(businessHoursOverrides).values(rows.slice(i, i + 1000));
}

/**
 * The stretches of new businesses (an import's batch; they have none yet), one statement per distinct special
 * hours: a city's extract repeats a few values (`PH off`) over thousands of places, expanded once each.
 */
export async function writeNewOverrides(
  tx: DbOrTx,
  items: readonly { id: number; special: SpecialHours | null | undefined }[],
  now = new Date(),
): Promise<void> {
  const groups = new Map<string, { special: SpecialHours; ids: number[] }>();
  for (const { id, special } of items) {
    if (isEmptySpecialHours(special)) continue;
    const key = JSON.stringify(special);
    (groups.get(key) ?? groups.set(key, { special: special!, ids: [] }).get(key)!).ids.push(id);
  }
  const from = istanbulDate(new Date(now.getTime() - DAY_MS));
  for (const { special, ids } of groups.values()) {
    const stretches = expandSpecialHours(special, from, `${TR_HOLIDAYS_LAST_YEAR}-12-31`).map((o) => ({
      s: new Date(o.start).toISOString(),
      e: new Date(o.end).toISOString(),
      o: o.open,
      l: o.label?.slice(0, 120) ?? null,
    }));
    if (!stretches.length) continue;
    await tx.execute(sql`
      INSERT INTO ${businessHoursOverrides} (business_id, starts_at, ends_at, open, label)
      SELECT b.id::int, x.s, x.e, x.o, x.l
      FROM jsonb_array_elements_text(${JSON.stringify(ids.map(String))}::jsonb) AS b(id)
      CROSS JOIN jsonb_to_recordset(${JSON.stringify(stretches)}::jsonb) AS x(s timestamptz, e timestamptz, o boolean, l text)`);
  }
}

export interface SpecialHoursActor {
  id: number;
  email: string;
}

/** Stores a business's special hours (null or empty: none) and its stretches, in one transaction; audited. */
export async function saveSpecialHours(
  db: Db,
  actor: SpecialHoursActor,
  businessId: number,
  input: SpecialHours | null,
): Promise<SpecialHours | null> {
  const special = isEmptySpecialHours(input)
    ? null
    : { holidays: input!.holidays, days: [...input!.days].sort((a, b) => a.date.localeCompare(b.date)) };
  const status = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(businesses)
      .set({ specialHours: special, updatedAt: new Date() })
      .where(eq(businesses.id, businessId))
      .returning({ status: businesses.status, categoryId: businesses.categoryId });
    if (!row) throw notFound('İşletme bulunamadı.');
    await writeOverrides(tx, businessId, special);
    await audit(tx, {
      actorUserId: actor.id,
      actorLabel: actor.email,
      action: 'business.special_hours',
      targetType: 'business',
      targetId: businessId,
      details: { days: special?.days.length ?? 0, holidays: special?.holidays === undefined ? null : (special.holidays?.length ?? null) },
    });
    const [category] =
      row.categoryId === null ? [] : await tx.select({ slug: categories.slug }).from(categories).where(eq(categories.id, row.categoryId));
    return { status: row.status, categorySlug: category?.slug ?? null };
  });
  if (status.status === 'approved') {
    await requestRebuild(db, `special hours of business ${businessId}`);
    // The CDN's copies of its page, its category's lists and every map answer ("Şimdi açık" changed).
    await purgePages([...businessCacheTags(businessId, status.categorySlug ?? undefined), MAP_CACHE_TAG]);
  }
  return special;
}

/** The stretches in force between now − 2 days and now + 8 days of some businesses, their duty nights included. */
export async function loadOverrides(db: Db, ids: readonly number[], now: Date): Promise<Map<number, HoursOverride[]>> {
  const out = new Map<number, HoursOverride[]>();
  if (ids.length === 0) return out;
  const from = new Date(now.getTime() - LONGEST_MS);
  const to = new Date(now.getTime() + AHEAD_MS);
  const add = (id: number, o: HoursOverride) => (out.get(id) ?? out.set(id, []).get(id)!).push(o);
  const [special, duties] = await Promise.all([
    db
      .select({
        id: businessHoursOverrides.businessId,
        start: businessHoursOverrides.startsAt,
        end: businessHoursOverrides.endsAt,
        open: businessHoursOverrides.open,
        label: businessHoursOverrides.label,
      })
      .from(businessHoursOverrides)
      .where(
        and(
          inArray(businessHoursOverrides.businessId, [...ids]),
          gt(businessHoursOverrides.startsAt, from),
          lte(businessHoursOverrides.startsAt, to),
        ),
      ),
    db
      .select({ id: pharmacyDuties.businessId, start: pharmacyDuties.startsAt, end: pharmacyDuties.endsAt })
      .from(pharmacyDuties)
      .where(and(inArray(pharmacyDuties.businessId, [...ids]), gt(pharmacyDuties.startsAt, from), lte(pharmacyDuties.startsAt, to))),
  ]);
  for (const r of special) add(r.id, { start: r.start.getTime(), end: r.end.getTime(), open: r.open, label: r.label });
  for (const r of duties) if (r.id !== null) add(r.id, { start: r.start.getTime(), end: r.end.getTime(), open: true, label: DUTY_LABEL });
  return out;
}

/**
 * SQL: the ids of the businesses whose stretches in force at `at` say `open` (for open: their duty nights
 * too), as an array PostgreSQL computes once per query (an uncorrelated sub-select).
 */
export function overrideIdsAt(at: SQL, open: boolean): SQL {
  const inForce = (t: typeof businessHoursOverrides | typeof pharmacyDuties) =>
    sql`${t.startsAt} <= ${at} AND ${t.startsAt} > ${at} - interval '2 days' AND ${t.endsAt} > ${at}`;
  const duty = open
    ? sql` UNION ALL SELECT ${pharmacyDuties.businessId} FROM ${pharmacyDuties} WHERE ${pharmacyDuties.businessId} IS NOT NULL AND ${inForce(pharmacyDuties)}`
    : sql``;
  return sql`ARRAY(SELECT ${businessHoursOverrides.businessId} FROM ${businessHoursOverrides} WHERE ${businessHoursOverrides.open} = ${open} AND ${inForce(businessHoursOverrides)}${duty})`;
}
