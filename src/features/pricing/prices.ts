/**
 * The one price source (PD16): reads `price_list` and `duration_discounts` as a `PriceBook`. Names and prices
 * come from the table (admins edit them); each item's feature list is derived from what the code enforces
 * (#lib/plan-capabilities.ts, decision 022), never stored text.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { durationDiscounts, priceList } from '#db/schema/index.ts';
import { adPackageFeatures, planFeatures } from '#lib/plan-capabilities.ts';
import type { PriceBook, PriceItem } from '#lib/pricing.ts';

const PLAN_ORDER = ['free', 'basic', 'premium'];
const AD_ORDER = ['basic', 'premium', 'enterprise'];

export async function readPrices(db: Db): Promise<PriceBook> {
  const [items, discounts] = await Promise.all([
    db.select().from(priceList),
    db.select().from(durationDiscounts).orderBy(asc(durationDiscounts.months)),
  ]);
  const pick = (kind: string, order: string[]): PriceItem[] =>
    items
      .filter((i) => i.kind === kind)
      .sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code))
      .map((i) => ({
        kind: i.kind as PriceItem['kind'],
        code: i.code,
        name: i.name,
        monthlyPrice: i.monthlyPrice,
        features: kind === 'plan' ? planFeatures(i.code) : adPackageFeatures(i.code),
        highlighted: i.highlighted,
      }));
  return {
    plans: pick('plan', PLAN_ORDER),
    adPackages: pick('ad_package', AD_ORDER),
    discounts: discounts.map((d) => ({ months: d.months, discountPercent: d.discountPercent })),
  };
}
