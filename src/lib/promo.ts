/**
 * The free-advertising popup's constants (spec §4, §5, §8, §9; PD17), without zod: the popup loads on every
 * public page, and only its submit needs the schema (promoLeadSchema in #lib/contract/statistics.ts, which
 * re-exports everything here and is imported by the popup only when the form is sent).
 */

export const PROMO_DELAY_MS = 5000;
export const LEAD_SOURCE = 'welcome_popup';
export const LEAD_CONSENT_VERSION = '2026-11-25';
/** The text the person agrees to, stored with the lead as evidence (Law 6563). */
export const LEAD_CONSENT_TEXT =
  'Adana Rehberi’nin ücretsiz reklam fırsatı ve kampanyaları hakkında bu e-posta adresime ticari elektronik ileti göndermesine onay veriyorum. Onayımı her iletideki bağlantıyla veya bize yazarak dilediğim an geri alabilirim.';
export const LEAD_EMAIL_ERROR = 'Lütfen geçerli bir e-posta adresi girin';
export const LEAD_CONSENT_ERROR = 'Devam etmek için ticari ileti onayını işaretleyin';

/**
 * The offer (spec §1, §9): 1 month (30 days) of free advertising, 0 TL today. Its value is what that month
 * costs: the monthly price of the basic ad package in the one price list (PD16, decision 013; 299 TL as
 * seeded), so an admin's price change changes the popup too. `valueLira` is the fallback for a price list
 * without that package.
 */
export const PROMO_OFFER = { days: 30, valueLira: 299, todayLira: 0, packageCode: 'basic' } as const;

/** The offer's value from the price list's ad packages (see PROMO_OFFER). */
export function promoValueLira(adPackages: ReadonlyArray<{ code: string; monthlyPrice: number }> | undefined): number {
  return adPackages?.find((p) => p.code === PROMO_OFFER.packageCode)?.monthlyPrice ?? PROMO_OFFER.valueLira;
}

/** Pages the popup never appears on: admin, login and the pages with a form of their own. */
export const PROMO_EXCLUDED_PATHS = [
  '/admin',
  '/login',
  '/add-business',
  '/advertise',
  '/advertise-request',
  '/business-owner-register',
  '/business-owner-dashboard',
  '/verify-email',
  '/message-confirm',
  '/unsubscribe',
] as const;

export function promoAllowedOn(path: string): boolean {
  const p = path.replace(/\/+$/, '') || '/';
  return !PROMO_EXCLUDED_PATHS.some((x) => p === x || p.startsWith(`${x}/`));
}
