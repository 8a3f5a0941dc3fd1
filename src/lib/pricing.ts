/**
 * Prices (PD16: one source): the owner plans and ad packages of the `price_list` table and the discounts
 * per duration, as every page, form and mail shows them. Totals are computed here, in whole kuruş, so
 * the browser's preview and the server's stored total (`numeric(10,2)`) cannot disagree. Prices include
 * KDV (VAT). Pure TypeScript: browser-safe.
 */

export type PriceKind = 'plan' | 'ad_package';
export type PlanCode = 'free' | 'basic' | 'premium';
export type AdPackageCode = 'basic' | 'premium' | 'enterprise';

export interface PriceItem {
  kind: PriceKind;
  code: string;
  name: string;
  /** Whole lira per month (30 days), KDV included. */
  monthlyPrice: number;
  features: string[];
  highlighted: boolean;
}

export interface DurationDiscount {
  months: number;
  discountPercent: number;
}

export interface PriceBook {
  plans: PriceItem[];
  adPackages: PriceItem[];
  /** Ascending by months (1, 3, 6, 12). */
  discounts: DurationDiscount[];
}

/** The sentence every price is shown with. */
export const KDV_NOTE = 'Fiyatlara KDV dahildir.';

export interface Quote {
  months: number;
  discountPercent: number;
  /** Price before discount, in kuruş. */
  grossKurus: number;
  discountKurus: number;
  totalKurus: number;
  /** The total as PostgreSQL `numeric(10,2)` text ("1077.30"). */
  total: string;
}

/**
 * What `months` of an item costs: monthly price × months, less the discount of that duration (none
 * when the duration has no row), rounded to the kuruş.
 */
export function quote(monthlyPrice: number, months: number, discounts: readonly DurationDiscount[]): Quote {
  const discountPercent = discounts.find((d) => d.months === months)?.discountPercent ?? 0;
  const grossKurus = Math.round(monthlyPrice * 100) * months;
  const discountKurus = Math.round((grossKurus * discountPercent) / 100);
  const totalKurus = grossKurus - discountKurus;
  return { months, discountPercent, grossKurus, discountKurus, totalKurus, total: kurusToNumeric(totalKurus) };
}

function kurusToNumeric(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1 ay", "3 ay", "12 ay". Money is shown with `formatMoney` (#lib/format.ts): "1.617,30 ₺". */
export const durationLabel = (months: number): string => `${months} ay`;
