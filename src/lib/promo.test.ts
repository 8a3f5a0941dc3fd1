import { describe, expect, it } from 'vitest';
import { PROMO_OFFER, PROMO_PAGE, promoAllowedOn, promoShownTo, promoValueLira } from './promo.ts';
import { FREE_AD_CTA } from './site.ts';

describe('promoValueLira', () => {
  it("is the basic ad package's monthly price of the price list", () => {
    const adPackages = [
      { code: 'basic', monthlyPrice: 349 },
      { code: 'premium', monthlyPrice: 599 },
    ];
    expect(promoValueLira(adPackages)).toBe(349);
  });

  it('falls back to the offer figure when the price list has no basic package', () => {
    expect(promoValueLira([{ code: 'premium', monthlyPrice: 599 }])).toBe(PROMO_OFFER.valueLira);
    expect(promoValueLira(undefined)).toBe(PROMO_OFFER.valueLira);
  });
});

describe('promoAllowedOn (PD24: only where someone says they own a business)', () => {
  it.each(['/add-business', '/business-owner-register', '/business-owner-dashboard', '/advertise', '/advertise/', '/add-business.html'])(
    'opens on %s',
    (path) => {
      expect(promoAllowedOn(path)).toBe(true);
    },
  );

  it.each([
    '/',
    '/search',
    '/map',
    '/business/cukurova-kebap',
    '/businesses',
    '/category/restoranlar',
    '/about',
    '/faq',
    '/favorites',
    '/login',
    '/admin',
    '/advertise-request', // a form of its own
    '/advertisement-examples',
    PROMO_PAGE, // the form is on the page itself
    '/advertise/anything',
    '/add-business-x',
  ])('never opens on %s', (path) => {
    expect(promoAllowedOn(path)).toBe(false);
  });
});

describe('promoShownTo', () => {
  it('shows to visitors and members, not to owners (an approved claim) nor admins', () => {
    expect(promoShownTo(null)).toBe(true);
    expect(promoShownTo('user')).toBe(true);
    expect(promoShownTo('owner')).toBe(false);
    expect(promoShownTo('admin')).toBe(false);
  });
});

describe('the "1 ay ücretsiz reklam" call to action', () => {
  it("opens the offer's own page, not the paid packages", () => {
    expect(FREE_AD_CTA.href).toBe(PROMO_PAGE);
    expect(FREE_AD_CTA.href).not.toBe('/advertise');
  });
});
