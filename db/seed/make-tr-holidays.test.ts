import { describe, expect, it } from 'vitest';
import { holidaysFromPackage, FIRST_YEAR, LAST_YEAR } from './make-tr-holidays.ts';
import { TR_HOLIDAYS, TR_HOLIDAYS_LAST_YEAR } from '#lib/reference/tr-holidays.ts';

describe("Turkey's public holidays (from date-holidays)", () => {
  it('still equal the package (run db/seed/make-tr-holidays.ts after updating it)', () => {
    expect(TR_HOLIDAYS).toEqual(holidaysFromPackage(FIRST_YEAR, LAST_YEAR));
    expect(TR_HOLIDAYS_LAST_YEAR).toBe(LAST_YEAR);
  });

  it('know the moving feasts of 2026 and their half-day eves', () => {
    expect(TR_HOLIDAYS['2026-05-26']).toEqual({ name: 'Kurban Bayramı arifesi', half: true });
    for (const d of ['2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30']) expect(TR_HOLIDAYS[d]?.name).toBe('Kurban Bayramı');
    expect(TR_HOLIDAYS['2026-05-31']).toBeUndefined();
    expect(TR_HOLIDAYS['2026-03-20']?.name).toBe('Ramazan Bayramı');
    expect(TR_HOLIDAYS['2026-10-28']?.half).toBe(true);
    expect(TR_HOLIDAYS['2026-10-29']?.name).toBe('Cumhuriyet Bayramı');
  });
});
