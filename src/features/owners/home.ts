/**
 * The owner dashboard's home for one listing (GET /api/owner/home?business={id}): its rating
 * and trend from the published reviews, this Istanbul week's counted views, calls and directions against the
 * same days of last week (`business_analytics`), and profile completeness — each missing item names the field
 * of src/lib/business-fields.ts it fills and where the dashboard fixes it. Only an approved owner of that
 * business may read it (403; 404 for an id that names no business).
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businessAnalytics, businesses, reviews } from '#db/schema/index.ts';
import { fieldLabel, type ChangeSetFieldName } from '#lib/business-fields.ts';
import type { CompletenessItem, OwnerHome, RatingSpan, WeekNumbers } from '#lib/contract/owner-home.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { hasOpeningHours } from '#lib/hours.ts';
import { forbidden, notFound } from '#platform/errors.ts';
import { isOwnerOf } from './applications.ts';

const DAY = 86_400_000;
/** A description shorter than this reads as missing: a line or two about the place. */
const DESCRIPTION_MIN = 60;

/** `YYYY-MM-DD` ± days (calendar arithmetic on the date itself, no time zone involved). */
function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(d.getTime() + days * DAY).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday of an Istanbul date. */
const mondayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

function span(ratings: readonly number[]): RatingSpan {
  if (!ratings.length) return { average: null, count: 0 };
  return { average: Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 10) / 10, count: ratings.length };
}

type Row = typeof businesses.$inferSelect;

/**
 * What a listing lacks, in the order an owner is best served fixing it. `field` names the declared field
 * (its label and the editor's input id come from there); photos have their own panel.
 */
const CHECKS: readonly {
  key: ChangeSetFieldName | 'photos';
  action: string;
  why: string;
  missing: (b: Row) => boolean;
}[] = [
  { key: 'photos', action: 'Fotoğraf ekleyin', why: 'Fotoğraflı işletmeler daha çok tıklanır.', missing: (b) => b.images.length === 0 },
  {
    key: 'hours',
    action: 'Çalışma saatlerini girin',
    why: 'Ziyaretçiler “Şimdi açık” aramasında sizi bulur.',
    missing: (b) => !hasOpeningHours(b.hours),
  },
  { key: 'phone', action: 'Telefon ekleyin', why: 'Sayfanızda “Ara” düğmesi çıkar.', missing: (b) => !b.phone },
  {
    key: 'description',
    action: 'Açıklama yazın',
    why: 'Ne sunduğunuzu birkaç cümleyle anlatın; aramada da işe yarar.',
    missing: (b) => b.description.trim().length < DESCRIPTION_MIN,
  },
  {
    key: 'latitude',
    action: 'Konumu haritada işaretleyin',
    why: 'Haritada ve “Yol tarifi”nde görünürsünüz.',
    missing: (b) => b.latitude === null || b.longitude === null,
  },
  { key: 'whatsapp', action: 'WhatsApp ekleyin', why: 'Müşteriler size yazarak ulaşabilir.', missing: (b) => !b.whatsapp },
  { key: 'website', action: 'Web sitesi ekleyin', why: 'Sayfanızdan sitenize bağlantı verilir.', missing: (b) => !b.website },
];

/** The editor's input for a field (the add form's ids: src/components/listings/manual-form.ts `fieldId`). */
const targetOf = (key: ChangeSetFieldName | 'photos') => (key === 'photos' ? null : key === 'latitude' ? 'ab-location-title' : `ab-${key}`);

export function completenessOf(b: Row): OwnerHome['completeness'] {
  const missing: CompletenessItem[] = CHECKS.filter((c) => c.missing(b)).map((c) => ({
    key: c.key,
    action: c.action,
    why: c.why,
    label: c.key === 'photos' ? 'Fotoğraflar' : (fieldLabel(c.key) ?? c.key),
    panel: c.key === 'photos' ? 'photos' : 'edit',
    target: targetOf(c.key),
  }));
  const total = CHECKS.length;
  const done = total - missing.length;
  return { percent: Math.round((done / total) * 100), done, total, missing };
}

const zero = (): WeekNumbers => ({ views: 0, phoneClicks: 0, directionsClicks: 0, websiteClicks: 0 });

export async function ownerHome(db: Db, userId: number, businessId: number, now = new Date()): Promise<OwnerHome> {
  const [b] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!b) throw notFound('İşletme bulunamadı.');
  if (!(await isOwnerOf(db, userId, businessId))) throw forbidden('Bu işletmenin paneline erişim yetkiniz yok.');

  // Weeks: Monday to today, and last week's Monday to the same weekday.
  const today = istanbulDateKey(now);
  const from = shiftDate(today, -mondayIndex(today));
  const previousFrom = shiftDate(from, -7);
  const previousTo = shiftDate(today, -7);
  const days = await db
    .select()
    .from(businessAnalytics)
    .where(
      and(eq(businessAnalytics.businessId, businessId), gte(businessAnalytics.date, previousFrom), lte(businessAnalytics.date, today)),
    );
  const current = zero();
  const previous = zero();
  for (const d of days) {
    const into = d.date >= from ? current : d.date <= previousTo ? previous : null;
    if (!into) continue;
    into.views += d.views;
    into.phoneClicks += d.phoneClicks;
    into.directionsClicks += d.directionsClicks;
    into.websiteClicks += d.websiteClicks;
  }

  // Rating: published reviews of the last six months by the Istanbul date they were written.
  const firstMonth = (() => {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const d = new Date(Date.UTC(y, m - 1 - 5, 1));
    return d.toISOString().slice(0, 10);
  })();
  const since = new Date(Math.min(new Date(`${firstMonth}T00:00:00Z`).getTime() - DAY, now.getTime() - 61 * DAY));
  const rows = await db
    .select({ rating: reviews.rating, createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.businessId, businessId), eq(reviews.status, 'approved'), gte(reviews.createdAt, since)));
  const dated = rows.map((r) => ({ rating: r.rating, date: istanbulDateKey(r.createdAt) }));
  const last30From = shiftDate(today, -29);
  const previous30From = shiftDate(today, -59);
  const months: OwnerHome['rating']['months'] = [];
  for (let i = 0; i < 6; i++) {
    const d = new Date(`${firstMonth}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + i);
    const month = d.toISOString().slice(0, 7);
    months.push({ month, ...span(dated.filter((r) => r.date.startsWith(month)).map((r) => r.rating)) });
  }

  return {
    businessId,
    rating: {
      average: b.reviewCount > 0 ? Number(b.rating) : null,
      count: b.reviewCount,
      last30: span(dated.filter((r) => r.date >= last30From && r.date <= today).map((r) => r.rating)),
      previous30: span(dated.filter((r) => r.date >= previous30From && r.date < last30From).map((r) => r.rating)),
      months,
    },
    week: { from, to: today, current, previous, previousFrom, previousTo },
    completeness: completenessOf(b),
  };
}
