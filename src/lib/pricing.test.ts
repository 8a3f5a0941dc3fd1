import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';
import { quote } from './pricing.ts';

const discounts = [
  { months: 1, discountPercent: 0 },
  { months: 3, discountPercent: 10 },
  { months: 6, discountPercent: 15 },
  { months: 12, discountPercent: 20 },
];

describe('quote', () => {
  it('multiplies by months and takes the duration discount, in kuruş', () => {
    expect(quote(299, 1, discounts).total).toBe('299.00');
    expect(quote(599, 3, discounts)).toMatchObject({ grossKurus: 179_700, discountKurus: 17_970, totalKurus: 161_730, total: '1617.30' });
    expect(quote(1299, 12, discounts).total).toBe('12470.40');
    expect(quote(299, 2, discounts)).toMatchObject({ discountPercent: 0, total: '598.00' });
  });
  it('formats in Turkish', () => {
    expect(formatMoney(299)).toBe('299 ₺');
    expect(formatMoney(Number(quote(599, 3, discounts).total))).toBe('1.617,30 ₺');
  });
});
