/**
 * GET /api/analytics/:businessId for the dashboard: the last 30 days (Europe/Istanbul, today included),
 * every day present (zeros where nothing was counted), and their totals. Only an approved owner of that
 * business may read it (403 otherwise, 404 for an id that names no business).
 */
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businessAnalytics, businesses } from '#db/schema/index.ts';
import type { AnalyticsAnswer, AnalyticsDay } from '#lib/contract/owners.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { forbidden, notFound } from '#platform/errors.ts';
import { isOwnerOf } from './applications.ts';

export const ANALYTICS_DAYS = 30;

/** The last `n` Istanbul dates ending today, oldest first. */
export function lastDays(n: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) out.push(istanbulDateKey(new Date(now.getTime() - i * 86_400_000)));
  return [...new Set(out)];
}

export async function businessAnalyticsFor(db: Db, businessId: number, userId: number, now = new Date()): Promise<AnalyticsAnswer> {
  const [b] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!b) throw notFound('İşletme bulunamadı.');
  if (!(await isOwnerOf(db, userId, businessId))) throw forbidden('Bu işletmenin istatistiklerini görme yetkiniz yok.');
  const days = lastDays(ANALYTICS_DAYS, now);
  const rows = await db
    .select()
    .from(businessAnalytics)
    .where(and(eq(businessAnalytics.businessId, businessId), gte(businessAnalytics.date, days[0]!)));
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const list: AnalyticsDay[] = days.map((date) => {
    const r = byDate.get(date);
    return {
      date,
      views: r?.views ?? 0,
      phoneClicks: r?.phoneClicks ?? 0,
      websiteClicks: r?.websiteClicks ?? 0,
      directionsClicks: r?.directionsClicks ?? 0,
    };
  });
  const totals = list.reduce(
    (s, d) => ({
      views: s.views + d.views,
      phoneClicks: s.phoneClicks + d.phoneClicks,
      websiteClicks: s.websiteClicks + d.websiteClicks,
      directionsClicks: s.directionsClicks + d.directionsClicks,
    }),
    { views: 0, phoneClicks: 0, websiteClicks: 0, directionsClicks: 0 },
  );
  return { businessId, days: list, totals };
}
