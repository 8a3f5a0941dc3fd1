import { describe, expect, it } from 'vitest';
import { waitedFor } from './age.ts';

describe('waitedFor', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('says minutes, hours and days in Turkish', () => {
    expect(waitedFor('2026-11-28T11:59:40Z', now)).toBe('az önce');
    expect(waitedFor('2026-11-28T11:48:00Z', now)).toBe('12 dakika');
    expect(waitedFor('2026-11-28T07:00:00Z', now)).toBe('5 saat');
    expect(waitedFor('2026-11-25T11:00:00Z', now)).toBe('3 gün');
    expect(waitedFor('2026-11-29T00:00:00Z', now)).toBe('az önce');
  });
});
