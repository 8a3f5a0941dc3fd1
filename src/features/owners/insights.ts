/**
 * The paid plans' statistics (decision 028), each checked on the server against the caller's plan
 * (#lib/plan-capabilities.ts):
 *  - `detailedStats` (Temel and up): the last 30 days' views by source, the search words that led visitors
 *    to the listing, views by weekday and hour (src/features/statistics/view-origins.ts records them);
 *  - `advancedStats` (Premium): the 30-day figures against the median of the other approved listings of the
 *    same category (and of that category in the same district), and a CSV of the 30 days.
 * Only an approved owner of the business may read them (403 otherwise; 404 for an unknown business); a plan
 * without the capability gets 403 with a Turkish message naming the plan that has it. No cell shows fewer
 * than MIN_CELL_VISITORS visitors, no median a group of fewer than MIN_BENCHMARK_GROUP listings.
 */
import Papa from 'papaparse';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '#db/client.ts';
import { businessOwners, businesses, categories, districts } from '#db/schema/index.ts';
import { VIEW_SOURCE_LABELS, VIEW_SOURCES, type ViewSource } from '#lib/contract/analytics.ts';
import {
  MIN_BENCHMARK_GROUP,
  MIN_CELL_VISITORS,
  type AnalyticsBenchmark,
  type AnalyticsDetails,
  type BenchmarkFigure,
} from '#lib/contract/owners.ts';
import { PLAN_LABELS, type Plan } from '#lib/contract/owners.ts';
import { lowestPlanWith, planCapabilities, type PlanCapabilities } from '#lib/plan-capabilities.ts';
import { forbidden, notFound } from '#platform/errors.ts';
import { ANALYTICS_DAYS, businessAnalyticsFor, lastDays } from './analytics.ts';

const WEEKDAYS = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'];
const SEARCH_TERM_LIMIT = 20;

/** The caller's plan on this business, after checking the business exists and the caller owns it. */
async function ownerPlan(db: Db, userId: number, businessId: number): Promise<{ plan: Plan; business: typeof businesses.$inferSelect }> {
  const [b] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!b) throw notFound('İşletme bulunamadı.');
  const rows = await db
    .select({ plan: businessOwners.subscriptionPlan })
    .from(businessOwners)
    .where(and(eq(businessOwners.userId, userId), eq(businessOwners.businessId, businessId), eq(businessOwners.status, 'approved')));
  if (!rows.length) throw forbidden('Bu işletmenin istatistiklerini görme yetkiniz yok.');
  const rank: Record<Plan, number> = { free: 0, basic: 1, premium: 2 };
  const plan = rows.map((r) => r.plan as Plan).sort((a, c) => rank[c] - rank[a])[0]!;
  return { plan, business: b };
}

function requireCapability(plan: Plan, capability: keyof PlanCapabilities, what: string): void {
  if (planCapabilities(plan)[capability]) return;
  const needed = lowestPlanWith(capability);
  throw forbidden(
    `${what} ${needed ? `${PLAN_LABELS[needed]} planında` : 'ücretli planlarda'} açılır; şu anki planınız ${PLAN_LABELS[plan]}. Planınızı panelin “Abonelik” sekmesinden yükseltebilirsiniz.`,
  );
}

const small = (n: number, visitors: number) => (visitors >= MIN_CELL_VISITORS ? n : null);

export async function businessDetailsFor(db: Db, businessId: number, userId: number, now = new Date()): Promise<AnalyticsDetails> {
  const { plan } = await ownerPlan(db, userId, businessId);
  requireCapability(plan, 'detailedStats', 'Detaylı analizler');
  const from = new Date(now.getTime() - ANALYTICS_DAYS * 86_400_000).toISOString();
  // Istanbul is UTC+3 all year (since 2016): the local weekday and hour without time zone data.
  const local = sql`((created_at AT TIME ZONE 'UTC') + interval '3 hours')`;
  const where = sql`business_id = ${businessId}::int AND created_at >= ${from}::timestamptz`;
  const [bySource, terms, byDay, byHour] = await Promise.all([
    db.execute(
      sql`SELECT source, count(*)::int AS n, count(DISTINCT visitor_hash)::int AS v FROM business_view_origins WHERE ${where} GROUP BY source`,
    ),
    db.execute(sql`SELECT term, count(DISTINCT visitor_hash)::int AS v FROM business_view_origins WHERE ${where} AND term IS NOT NULL
                   GROUP BY term HAVING count(DISTINCT visitor_hash) >= ${MIN_CELL_VISITORS}::int ORDER BY v DESC, term LIMIT ${SEARCH_TERM_LIMIT}::int`),
    db.execute(
      sql`SELECT extract(isodow FROM ${local})::int AS k, count(*)::int AS n, count(DISTINCT visitor_hash)::int AS v FROM business_view_origins WHERE ${where} GROUP BY 1`,
    ),
    db.execute(
      sql`SELECT extract(hour FROM ${local})::int AS k, count(*)::int AS n, count(DISTINCT visitor_hash)::int AS v FROM business_view_origins WHERE ${where} GROUP BY 1`,
    ),
  ]);
  const sources = new Map(rowsOf<{ source: string; n: number; v: number }>(bySource).map((r) => [r.source, r]));
  const days = new Map(rowsOf<{ k: number; n: number; v: number }>(byDay).map((r) => [Number(r.k), r]));
  const hours = new Map(rowsOf<{ k: number; n: number; v: number }>(byHour).map((r) => [Number(r.k), r]));
  return {
    businessId,
    sources: VIEW_SOURCES.map((s: ViewSource) => {
      const r = sources.get(s);
      return { source: s, label: VIEW_SOURCE_LABELS[s], views: r ? small(Number(r.n), Number(r.v)) : 0 };
    }),
    searchTerms: rowsOf<{ term: string; v: number }>(terms).map((r) => ({ term: r.term, visitors: Number(r.v) })),
    weekdays: WEEKDAYS.map((day, i) => {
      const r = days.get(i + 1);
      return { day, views: r ? small(Number(r.n), Number(r.v)) : 0 };
    }),
    hours: Array.from({ length: 24 }, (_, hour) => {
      const r = hours.get(hour);
      return { hour, views: r ? small(Number(r.n), Number(r.v)) : 0 };
    }),
  };
}

const FIGURES: { key: BenchmarkFigure['key']; column: string; label: string }[] = [
  { key: 'views', column: 'views', label: 'Görüntülenme' },
  { key: 'phoneClicks', column: 'phone_clicks', label: 'Telefon tıklaması' },
  { key: 'websiteClicks', column: 'website_clicks', label: 'Web sitesi tıklaması' },
  { key: 'directionsClicks', column: 'directions_clicks', label: 'Yol tarifi tıklaması' },
];

export async function businessBenchmarkFor(db: Db, businessId: number, userId: number, now = new Date()): Promise<AnalyticsBenchmark> {
  const { plan, business } = await ownerPlan(db, userId, businessId);
  requireCapability(plan, 'advancedStats', 'Gelişmiş analizler');
  const own = await businessAnalyticsFor(db, businessId, userId, now);
  const from = lastDays(ANALYTICS_DAYS, now)[0]!;
  const [cat] = business.categoryId
    ? await db.select({ name: categories.name }).from(categories).where(eq(categories.id, business.categoryId))
    : [];
  const [dist] = business.districtId
    ? await db.select({ name: districts.name }).from(districts).where(eq(districts.id, business.districtId))
    : [];
  const medians = FIGURES.map(
    (f) => sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${sql.identifier(f.column)})::float8 AS ${sql.identifier(`c_${f.column}`)},
               (percentile_cont(0.5) WITHIN GROUP (ORDER BY ${sql.identifier(f.column)}) FILTER (WHERE same_district))::float8 AS ${sql.identifier(`d_${f.column}`)}`,
  );
  // Every other approved listing of the category counts, those with no row as zero.
  const result = business.categoryId
    ? await db.execute(sql`
        WITH peers AS (
          SELECT b.id, (b.district_id IS NOT DISTINCT FROM ${business.districtId}::int AND ${business.districtId}::int IS NOT NULL) AS same_district,
                 coalesce(sum(a.views), 0) AS views, coalesce(sum(a.phone_clicks), 0) AS phone_clicks,
                 coalesce(sum(a.website_clicks), 0) AS website_clicks, coalesce(sum(a.directions_clicks), 0) AS directions_clicks
            FROM businesses b LEFT JOIN business_analytics a ON a.business_id = b.id AND a.date >= ${from}::varchar
           WHERE b.status = 'approved' AND b.category_id = ${business.categoryId}::int AND b.id <> ${businessId}::int
           GROUP BY b.id)
        SELECT count(*)::int AS n, (count(*) FILTER (WHERE same_district))::int AS nd, ${sql.join(medians, sql`, `)} FROM peers`)
    : null;
  const row = (result ? rowsOf<Record<string, number | null>>(result)[0] : undefined) ?? { n: 0, nd: 0 };
  const n = Number(row.n ?? 0);
  const nd = Number(row.nd ?? 0);
  const med = (v: unknown, count: number) =>
    count >= MIN_BENCHMARK_GROUP && v !== null && v !== undefined ? Math.round(Number(v) * 10) / 10 : null;
  return {
    businessId,
    category: cat?.name ?? 'Kategorisiz',
    district: dist?.name ?? null,
    categoryCount: n,
    districtCount: dist ? nd : 0,
    figures: FIGURES.map((f) => ({
      key: f.key,
      label: f.label,
      yours: own.totals[f.key],
      categoryMedian: med(row[`c_${f.column}`], n),
      districtMedian: dist ? med(row[`d_${f.column}`], nd) : null,
    })),
  };
}

/** The 30 days as CSV (UTF-8 with BOM, ";" for Excel in Turkish), Premium only. */
export async function businessStatsCsv(
  db: Db,
  businessId: number,
  userId: number,
  now = new Date(),
): Promise<{ filename: string; csv: string }> {
  const { plan } = await ownerPlan(db, userId, businessId);
  requireCapability(plan, 'advancedStats', 'CSV indirme');
  const a = await businessAnalyticsFor(db, businessId, userId, now);
  const data = a.days.map((d) => [d.date, d.views, d.phoneClicks, d.websiteClicks, d.directionsClicks]);
  const csv =
    '\ufeff' +
    Papa.unparse(
      { fields: ['Tarih', 'Görüntülenme', 'Telefon tıklaması', 'Web sitesi tıklaması', 'Yol tarifi tıklaması'], data },
      { delimiter: ';', newline: '\r\n' },
    ) +
    '\r\n';
  return { filename: `istatistikler-${businessId}-${a.days[a.days.length - 1]?.date ?? 'son-30-gun'}.csv`, csv };
}
