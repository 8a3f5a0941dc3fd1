/**
 * Tonight's on-duty pharmacies (nöbetçi eczaneler, decision 025). Admins upload the schedule the pharmacists'
 * chamber publishes (CSV: date, pharmacy, district, optionally address and phone); each row is matched to a
 * listed pharmacy of that district (by our id, `#123`, or by its name) or kept with the name, address and
 * phone it gives; a row that matches none is stored and reported, never dropped. A duty runs from its day's
 * change time (08:30) to the next day's, so at 03:00 "tonight" is still yesterday's list. A matched
 * pharmacy counts as open through its duty for "Şimdi açık" (src/features/businesses/hours-overrides.ts).
 *
 *   await onDutyPharmaciesTonight(db)            // every district, the duty in force now
 *   await onDutyPharmaciesTonight(db, 'seyhan')  // one district (slug or name)
 */
import { and, asc, desc, eq, gt, inArray, lte, max, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts, pharmacyDuties } from '#db/schema/index.ts';
import { parseCsvText } from '#lib/import/csv.ts';
import { ImportFileError } from '#lib/import/types.ts';
import { istanbulDate } from '#lib/hours.ts';
import { normalizeTrPhone } from '#lib/phone.ts';
import { compareTr, foldTurkish } from '#lib/turkish.ts';
import { audit } from '#platform/audit.ts';
import { MAP_CACHE_TAG, purgePages } from '#platform/rebuild.ts';
import type { DutyDaySummary, DutyUploadResult, OnDutyTonight } from '#lib/contract/pharmacies.ts';
import { badRequest, HttpError } from '#platform/errors.ts';

/** When one duty ends and the next begins (Istanbul time), as Adana's chamber schedules run. */
export const DUTY_CHANGE_TIME = '08:30';
const DAY_MS = 86_400_000;

/** The duty day of an Istanbul date: from its change time to the next day's. */
export function dutyWindow(date: string): { start: Date; end: Date } {
  const start = new Date(`${date}T${DUTY_CHANGE_TIME}:00+03:00`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The duty day in force at `now`: before the change time it is yesterday's. */
export function dutyDateAt(now: Date): string {
  const today = istanbulDate(now);
  return now < dutyWindow(today).start ? istanbulDate(new Date(now.getTime() - DAY_MS)) : today;
}

/**
 * The on-duty pharmacies in force at `now` (default: now) by district, every district of the guide listed
 * (an empty one says so on the page). `district`: a slug or name; unknown → no districts.
 */
export async function onDutyPharmaciesTonight(db: Db, district?: string | null, now = new Date()): Promise<OnDutyTonight> {
  const dutyDate = dutyDateAt(now);
  const { end } = dutyWindow(dutyDate);
  const [allDistricts, rows, last] = await Promise.all([
    db
      .select({ id: districts.id, slug: districts.slug, name: districts.name })
      .from(districts)
      .then((rows) => rows.sort((a, b) => compareTr(a.name, b.name))),
    db
      .select({
        districtId: pharmacyDuties.districtId,
        name: sql<string>`coalesce(${businesses.name}, ${pharmacyDuties.name})`,
        address: sql<string>`coalesce(${businesses.address}, ${pharmacyDuties.address})`,
        phone: sql<string | null>`coalesce(${businesses.phone}, ${pharmacyDuties.phone})`,
        businessId: businesses.id,
        latitude: businesses.latitude,
        longitude: businesses.longitude,
        source: pharmacyDuties.source,
      })
      .from(pharmacyDuties)
      .leftJoin(businesses, and(eq(businesses.id, pharmacyDuties.businessId), eq(businesses.status, 'approved')))
      .where(and(lte(pharmacyDuties.startsAt, now), gt(pharmacyDuties.endsAt, now)))
      .orderBy(asc(pharmacyDuties.id)),
    db.select({ at: max(pharmacyDuties.createdAt) }).from(pharmacyDuties),
  ]);
  const wanted = district ? foldTurkish(district) : null;
  const chosen = wanted ? allDistricts.filter((d) => d.slug === wanted || foldTurkish(d.name) === wanted) : allDistricts;
  const lastSource =
    rows[0]?.source ??
    (await db.select({ s: pharmacyDuties.source }).from(pharmacyDuties).orderBy(desc(pharmacyDuties.createdAt)).limit(1))[0]?.s ??
    null;
  return {
    dutyDate: rows.length > 0 ? dutyDate : null,
    until: end.toISOString(),
    districts: chosen.map((d) => ({
      slug: d.slug,
      name: d.name,
      pharmacies: rows
        .filter((r) => r.districtId === d.id)
        .map((r) => ({
          name: r.name,
          address: r.address,
          phone: r.phone,
          businessId: r.businessId,
          latitude: r.latitude === null ? null : Number(r.latitude),
          longitude: r.longitude === null ? null : Number(r.longitude),
        })),
    })),
    source: lastSource,
    updatedAt: last[0]?.at ? new Date(last[0].at as unknown as string | Date).toISOString() : null,
  };
}

const HEADERS = {
  date: ['tarih', 'date', 'gun', 'nobet tarihi'],
  pharmacy: ['eczane', 'pharmacy', 'eczane adi', 'ad', 'isim', 'name'],
  district: ['ilce', 'district', 'bolge'],
  address: ['adres', 'address'],
  phone: ['telefon', 'phone', 'tel'],
} as const;

/** "2026-05-27", "27.05.2026", "27/05/2026" → "2026-05-27"; else null. */
export function parseDutyDate(value: string): string | null {
  const v = value.trim();
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const trMatch = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(v);
  const iso = isoMatch ? v : trMatch ? `${trMatch[3]}-${trMatch[2]!.padStart(2, '0')}-${trMatch[1]!.padStart(2, '0')}` : null;
  if (!iso) return null;
  const d = new Date(`${iso}T12:00:00+03:00`);
  return !Number.isNaN(d.getTime()) && istanbulDate(d) === iso ? iso : null;
}

const M = {
  noFile: 'Nöbet listesi boş: en az bir satır gerekli.',
  columns: 'Dosyada tarih, eczane ve ilçe sütunları olmalı (ör. "tarih;eczane;ilçe;adres;telefon").',
  date: 'Tarih okunamadı (YYYY-AA-GG ya da GG.AA.YYYY)',
  name: 'Eczane adı boş',
  district: (d: string) => `İlçe bulunamadı: ${d || '(boş)'}`,
  id: (id: string) => `${id} numaralı eczane bu ilçede listede yok`,
} as const;

/** Stores a schedule (CSV text): the days it covers replace their previous rows, in one transaction. */
export async function uploadDuties(db: Db, actor: { id: number; email: string }, text: string, source: string): Promise<DutyUploadResult> {
  let csv: ReturnType<typeof parseCsvText>;
  try {
    csv = parseCsvText(text, { keepAll: true, maxRows: 5000 });
  } catch (error) {
    if (error instanceof ImportFileError) throw new HttpError(error.status, error.message, { file: error.message });
    throw error;
  }
  const key = (name: string) =>
    foldTurkish(name)
      .replace(/[^a-z0-9 ]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const col = (names: readonly string[]) => csv.fields.find((f) => names.includes(key(f)));
  const cols = {
    date: col(HEADERS.date),
    pharmacy: col(HEADERS.pharmacy),
    district: col(HEADERS.district),
    address: col(HEADERS.address),
    phone: col(HEADERS.phone),
  };
  if (!cols.date || !cols.pharmacy || !cols.district) throw badRequest(M.columns, { file: M.columns });
  if (csv.records.length === 0) throw badRequest(M.noFile, { file: M.noFile });

  const allDistricts = await db.select({ id: districts.id, slug: districts.slug, name: districts.name }).from(districts);
  const districtOf = (v: string) =>
    allDistricts.find((d) => d.slug === foldTurkish(v).replace(/\s+/g, '-') || foldTurkish(d.name) === foldTurkish(v)) ?? null;
  // The listed pharmacies (health category, "eczane" in the name or subcategory), by district.
  const listed = await db
    .select({ id: businesses.id, name: businesses.name, districtId: businesses.districtId })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .where(
      and(
        eq(businesses.status, 'approved'),
        eq(categories.slug, 'saglik'),
        sql`(${businesses.searchKey} LIKE '%eczane%' OR lower(coalesce(${businesses.subcategory}, '')) LIKE '%eczane%')`,
      ),
    );
  const bare = (name: string) =>
    key(name)
      .replace(/\beczanesi?\b/g, '')
      .replace(/\s+/g, ' ')
      .trim();

  const result: DutyUploadResult = { stored: 0, matched: 0, unmatched: [], errors: [], dates: [] };
  const rows: Array<typeof pharmacyDuties.$inferInsert> = [];
  csv.records.forEach((record) => {
    const line = record.line;
    const get = (c: string | undefined) => (c ? String(record.values[c] ?? '').trim() : '');
    const date = parseDutyDate(get(cols.date));
    if (!date) return void result.errors.push({ line, reason: M.date });
    const district = districtOf(get(cols.district));
    if (!district) return void result.errors.push({ line, reason: M.district(get(cols.district)) });
    const name = get(cols.pharmacy);
    if (!name) return void result.errors.push({ line, reason: M.name });
    const idMatch = /^#?(\d{1,9})$/.exec(name);
    const inDistrict = listed.filter((b) => b.districtId === district.id);
    const match = idMatch ? inDistrict.find((b) => b.id === Number(idMatch[1])) : inDistrict.find((b) => bare(b.name) === bare(name));
    if (idMatch && !match) return void result.errors.push({ line, reason: M.id(name) });
    if (!match) result.unmatched.push({ line, name });
    const { start, end } = dutyWindow(date);
    rows.push({
      dutyDate: date,
      districtId: district.id,
      businessId: match?.id ?? null,
      name: (match?.name ?? name).slice(0, 160),
      address: get(cols.address).slice(0, 300),
      phone: normalizeTrPhone(get(cols.phone)) ?? (get(cols.phone).slice(0, 20) || null),
      startsAt: start,
      endsAt: end,
      source: source.slice(0, 160),
      uploadedBy: actor.id,
    });
  });
  result.dates = [...new Set(rows.map((r) => r.dutyDate))].sort();
  result.stored = rows.length;
  result.matched = rows.filter((r) => r.businessId !== null).length;
  if (rows.length === 0) return result;
  await db.transaction(async (tx) => {
    await tx.delete(pharmacyDuties).where(inArray(pharmacyDuties.dutyDate, result.dates));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(pharmacyDuties).values(rows.slice(i, i + 500));
    await audit(tx, {
      actorUserId: actor.id,
      actorLabel: actor.email,
      action: 'pharmacy_duties.uploaded',
      targetType: 'pharmacy_duties',
      details: { dates: result.dates.length, stored: result.stored, matched: result.matched },
    });
  });
  // Every cached map answer: an on-duty pharmacy is open through the night ("Şimdi açık"), with its badge;
  // the pages of the pharmacies on duty show "Nöbetçi" from their own request.
  await purgePages([MAP_CACHE_TAG]);
  return result;
}

/** The duty days stored from today on, with their counts (the admin's tab). */
export async function upcomingDutyDays(db: Db, now = new Date()): Promise<DutyDaySummary[]> {
  const rows = await db
    .select({
      date: pharmacyDuties.dutyDate,
      count: sql<number>`count(*)::int`,
      matched: sql<number>`count(${pharmacyDuties.businessId})::int`,
    })
    .from(pharmacyDuties)
    .where(gt(pharmacyDuties.endsAt, now))
    .groupBy(pharmacyDuties.dutyDate)
    .orderBy(asc(pharmacyDuties.dutyDate))
    .limit(62);
  return rows.map((r) => ({ date: r.date, count: Number(r.count), matched: Number(r.matched) }));
}
