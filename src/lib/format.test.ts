import { describe, expect, it } from 'vitest';
import {
  formatCount,
  groupThousands,
  formatTotal,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRating,
  formatShortDate,
  formatTime,
  istanbulDateKey,
} from './format.ts';

describe('formatMoney', () => {
  it('writes lira the one way the site uses: thousands dot, space, ₺', () => {
    expect(formatMoney(1299)).toBe('1.299 ₺');
    expect(formatMoney(299)).toBe('299 ₺');
    expect(formatMoney(0)).toBe('0 ₺');
    expect(formatMoney(1_250_000)).toBe('1.250.000 ₺');
  });
  it('shows kuruş only when there are any, with a decimal comma', () => {
    expect(formatMoney(99.5)).toBe('99,50 ₺');
    expect(formatMoney(1299.99)).toBe('1.299,99 ₺');
    expect(formatMoney(1299.001)).toBe('1.299 ₺');
  });
});

describe('groupThousands (a count without Intl)', () => {
  it('prints what Intl prints for tr-TR, signs and sizes included', () => {
    const intl = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
    const values = [
      0,
      1,
      7,
      42,
      999,
      1000,
      1001,
      9999,
      10000,
      12500,
      99999,
      100000,
      999999,
      1000000,
      1234567,
      2147483647,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const n of [...values, ...values.map((v) => -v).filter((v) => v !== 0)]) expect(groupThousands(n), String(n)).toBe(intl.format(n));
    for (let n = 0; n < 5000; n += 7) expect(groupThousands(n * 1013)).toBe(intl.format(n * 1013));
  });
});

describe('numbers', () => {
  it('uses Turkish separators', () => {
    expect(formatCount(50000)).toBe('50.000');
    expect(formatTotal(1000, true)).toBe('1.000+');
    expect(formatTotal(84)).toBe('84');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(4.5, 2)).toBe('4,50');
  });
  it('shows ratings to one decimal', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(4.26)).toBe('4,3');
    expect(formatRating(Number.NaN)).toBe('0,0');
  });
  it('puts the percent sign first', () => {
    expect(formatPercent(0.25)).toBe('%25');
  });
});

describe('dates in Europe/Istanbul', () => {
  it('writes the long Turkish date', () => {
    expect(formatDate(new Date('2026-11-22T10:00:00Z'))).toBe('22 Kasım 2026');
    expect(formatDate('2024-01-01')).toBe('1 Ocak 2024');
    expect(formatDate('2026-08-31T12:00:00Z')).toBe('31 Ağustos 2026');
  });
  it('uses the Istanbul day, not the UTC day (UTC+3)', () => {
    // 22:30 UTC on 21 November is 01:30 on 22 November in Istanbul.
    expect(formatDate('2026-11-21T22:30:00Z')).toBe('22 Kasım 2026');
    expect(istanbulDateKey('2026-11-21T22:30:00Z')).toBe('2026-11-22');
    expect(formatTime('2026-11-21T22:30:00Z')).toBe('01:30');
    expect(formatDateTime('2026-11-21T22:30:00Z')).toBe('22 Kasım 2026 01:30');
    expect(formatShortDate('2026-11-21T22:30:00Z')).toBe('22.11.2026');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
