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

/**
 * The offer's own page (PD24): the "1 ay ücretsiz reklam" call to action opens it, and its form is always
 * there, whatever the popup's flag says.
 */
export const PROMO_PAGE = '/ucretsiz-reklam';

/**
 * The only pages the popup may open on (PD24): where someone says they own a business. Never over a
 * visitor's home, search, map or business page; /advertise-request and the offer's page have a form of their own.
 */
export const PROMO_OWNER_PATHS = ['/add-business', '/business-owner-register', '/business-owner-dashboard', '/advertise'] as const;

/** The popup may open on this path: one of PROMO_OWNER_PATHS (a trailing slash or ".html" aside). */
export function promoAllowedOn(path: string): boolean {
  const p = path.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  return (PROMO_OWNER_PATHS as readonly string[]).includes(p);
}

/**
 * The popup is for this person: not for an owner (an approved claim makes the role 'owner'; they have their
 * business listed already) nor an admin. `role` null: logged out.
 */
export function promoShownTo(role: string | null | undefined): boolean {
  return role !== 'owner' && role !== 'admin' && role !== 'moderator';
}
