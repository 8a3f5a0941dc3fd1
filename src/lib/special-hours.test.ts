import { describe, expect, it } from 'vitest';
import { openNowState, openStatus, type OpeningHours } from './hours.ts';
import { expandSpecialHours, specialHoursNotes, specialOpeningHoursSpecification } from './special-hours.ts';
import { specialHoursSchema } from './special-hours-schema.ts';

const every = (r: [string, string]): OpeningHours => ({ mon: [r], tue: [r], wed: [r], thu: [r], fri: [r], sat: [r], sun: [r] });
const hours = every(['09:00', '22:00']);
const at = (iso: string) => new Date(`${iso}+03:00`);
const window = ['2026-05-20', '2026-06-10'] as const;

describe('special days and public holidays', () => {
  it('a business closed on public holidays is closed on Kurban Bayramı and opens the day after', () => {
    const o = expandSpecialHours({ holidays: [], days: [] }, ...window);
    expect(openStatus(hours, true, at('2026-05-27T12:00'), o)).toEqual({ open: false, label: 'Kapalı', next: "Pazar 09:00'da açılır" });
    expect(openNowState(hours, true, at('2026-05-27T12:00'), o)).toEqual({
      openNow: false,
      nextChange: at('2026-05-31T09:00').toISOString(),
    });
    // Without the rule the week decides.
    expect(openStatus(hours, true, at('2026-05-27T12:00'), [])).toMatchObject({ open: true, label: 'Açık' });
  });

  it('on the eve (arife) it closes at 13:00; holiday hours apply from then', () => {
    const closed = expandSpecialHours({ holidays: [], days: [] }, ...window);
    expect(openStatus(hours, true, at('2026-05-26T12:00'), closed)).toEqual({ open: true, label: 'Açık', next: "13:00'te kapanır" });
    const short = expandSpecialHours({ holidays: [['10:00', '16:00']], days: [] }, ...window);
    expect(openNowState(hours, true, at('2026-05-26T14:00'), short).openNow).toBe(true);
    expect(openNowState(hours, true, at('2026-05-26T17:00'), short).openNow).toBe(false);
    expect(openStatus(hours, true, at('2026-05-28T09:30'), short)).toEqual({ open: false, label: 'Kapalı', next: "Bugün 10:00'da açılır" });
  });

  it('a special day wins over the week and over a holiday; closed that day too', () => {
    const o = expandSpecialHours(
      {
        holidays: [],
        days: [
          { date: '2026-06-03', ranges: [['12:00', '15:00']], note: 'Sayım' },
          { date: '2026-05-28', ranges: [['11:00', '13:00']] },
        ],
      },
      ...window,
    );
    expect(openNowState(hours, true, at('2026-06-03T10:00'), o).openNow).toBe(false);
    expect(openStatus(hours, true, at('2026-06-03T13:00'), o)).toEqual({ open: true, label: 'Açık', next: "15:00'te kapanır" });
    expect(openNowState(hours, true, at('2026-05-28T12:00'), o).openNow).toBe(true);
  });

  it('an on-duty night keeps a pharmacy open past its hours', () => {
    const duty = [{ start: at('2026-06-05T08:30').getTime(), end: at('2026-06-06T08:30').getTime(), open: true, label: 'Nöbetçi eczane' }];
    expect(openStatus(hours, true, at('2026-06-06T02:00'), duty)).toEqual({ open: true, label: 'Açık', next: "08:30'da kapanır" });
    expect(openNowState({}, true, at('2026-06-06T02:00'), duty)).toEqual({
      openNow: true,
      nextChange: at('2026-06-06T08:30').toISOString(),
    });
  });

  it('the business page says what applies this week', () => {
    expect(specialHoursNotes(null, at('2026-05-27T10:00'), 1)).toEqual(['Bugün resmi tatil: Kurban Bayramı — saatler değişebilir']);
    expect(specialHoursNotes({ holidays: [], days: [] }, at('2026-05-27T10:00'), 2)).toEqual([
      'Bugün (Kurban Bayramı): kapalı',
      'Yarın (Kurban Bayramı): kapalı',
    ]);
    expect(
      specialHoursNotes({ holidays: null, days: [{ date: '2026-06-04', ranges: [['10:00', '14:00']] }] }, at('2026-06-01T10:00')),
    ).toEqual(['4 Haziran Perşembe (özel gün): 10:00 – 14:00']);
  });

  it('refuses a bad date or time in Turkish', () => {
    const bad = specialHoursSchema.safeParse({ holidays: null, days: [{ date: '27.05.2026', ranges: [] }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Tarihi YYYY-AA-GG biçiminde girin (ör. 2026-05-27)');
    expect(specialHoursSchema.safeParse({ holidays: [['9', '18:00']], days: [] }).success).toBe(false);
  });

  it('JSON-LD: special days and full holidays as specialOpeningHoursSpecification (closed: 00:00–00:00)', () => {
    const spec = specialOpeningHoursSpecification(
      { holidays: [], days: [{ date: '2026-06-03', ranges: [['12:00', '15:00']] }] },
      at('2026-05-25T10:00'),
      10,
    );
    expect(spec.map((s) => [s.validFrom, s.opens, s.closes])).toEqual([
      ['2026-05-27', '00:00', '00:00'],
      ['2026-05-28', '00:00', '00:00'],
      ['2026-05-29', '00:00', '00:00'],
      ['2026-05-30', '00:00', '00:00'],
      ['2026-06-03', '12:00', '15:00'],
    ]);
    expect(specialOpeningHoursSpecification(null, at('2026-05-25T10:00'))).toEqual([]);
  });
});
