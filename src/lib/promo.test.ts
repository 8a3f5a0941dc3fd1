import { describe, expect, it } from 'vitest';
import { PROMO_OFFER, promoValueLira } from './promo.ts';

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
