import { describe, expect, it } from 'vitest';
import { parseDayHours, parseOpeningHours, parseWeekday } from './hours.ts';

const N = '\u202f';
const ranges = (text: string) => {
  const r = parseDayHours(text);
  return r.ok ? r.ranges : 'unreadable';
};

describe('English hours of the scraper export', () => {
  it('reads 12-hour clocks with U+202F, minutes and the shared AM/PM of "5 to 10 PM"', () => {
    expect(ranges(`9${N}AM to 6${N}PM`)).toEqual([['09:00', '18:00']]);
    expect(ranges(`7${N}AM to 4:30${N}PM`)).toEqual([['07:00', '16:30']]);
    expect(ranges(`5 to 10${N}PM`)).toEqual([['17:00', '22:00']]);
    expect(ranges(`11 to 2${N}AM`)).toEqual([['23:00', '02:00']]);
    expect(ranges('9\u00a0AM to 6\u00a0PM')).toEqual([['09:00', '18:00']]);
  });

  it('12 AM closing is midnight, 12 PM is noon; split days and across midnight', () => {
    expect(ranges(`7${N}AM to 12${N}AM`)).toEqual([['07:00', '00:00']]);
    expect(ranges(`8:15${N}AM to 12${N}PM, 12:30 to 4${N}PM`)).toEqual([
      ['08:15', '12:00'],
      ['12:30', '16:00'],
    ]);
    expect(ranges(`12 to 6${N}AM, 7${N}AM to 12${N}AM`)).toEqual([
      ['00:00', '06:00'],
      ['07:00', '00:00'],
    ]);
    expect(ranges(`12${N}AM to 12${N}AM`)).toEqual([['00:00', '24:00']]);
  });

  it('"Open 24 hours" and "Closed"', () => {
    expect(ranges('Open 24 hours')).toEqual([['00:00', '24:00']]);
    expect(ranges('Closed')).toEqual([]);
  });
});

describe('Turkish hours', () => {
  it('reads 24-hour ranges with an en dash, a hyphen or dots, split shifts, "24 saat açık", "Kapalı"', () => {
    expect(ranges('09:00–18:00')).toEqual([['09:00', '18:00']]);
    expect(ranges('9:00 - 18:30')).toEqual([['09:00', '18:30']]);
    expect(ranges('09.00-20.00')).toEqual([['09:00', '20:00']]);
    expect(ranges('09:00–12:00, 13:00–18:00')).toEqual([
      ['09:00', '12:00'],
      ['13:00', '18:00'],
    ]);
    expect(ranges('18:00–02:00')).toEqual([['18:00', '02:00']]);
    expect(ranges('00:00–24:00')).toEqual([['00:00', '24:00']]);
    expect(ranges('24 saat açık')).toEqual([['00:00', '24:00']]);
    expect(ranges('24 SAAT AÇIK')).toEqual([['00:00', '24:00']]);
    expect(ranges('Kapalı')).toEqual([]);
    expect(ranges('KAPALI')).toEqual([]);
  });

  it('what cannot be read, or more than two ranges, is unreadable (reported, not guessed)', () => {
    for (const t of ['sometimes', '25:00–26:00', '9 to 5', '09:00–12:00, 13:00–15:00, 16:00–18:00', '9 AM to 18:00', '09:75–10:00']) {
      expect(ranges(t), t).toBe('unreadable');
    }
  });
});

describe('the week', () => {
  it('day names in both languages, any case', () => {
    expect(parseWeekday('Monday')).toBe('mon');
    expect(parseWeekday('PAZARTESİ')).toBe('mon');
    expect(parseWeekday('Çarşamba')).toBe('wed');
    expect(parseWeekday('carsamba')).toBe('wed');
    expect(parseWeekday('Pazar')).toBe('sun');
    expect(parseWeekday('Funday')).toBeNull();
  });

  it('builds OpeningHours; days without hours stay unknown; an unknown day name is reported', () => {
    expect(
      parseOpeningHours([
        { day: 'Pazartesi', hours: '09:00–18:00' },
        { day: 'Salı', hours: 'Kapalı' },
        { day: 'Çarşamba', hours: '' },
      ]),
    ).toEqual({ ok: true, hours: { mon: [['09:00', '18:00']], tue: [] } });
    expect(parseOpeningHours([{ day: 'Funday', hours: 'Closed' }])).toEqual({
      ok: false,
      day: 'Funday',
      value: 'Funday',
      unknownDay: true,
    });
    expect(parseOpeningHours([{ day: 'Monday', hours: 'ask us' }])).toEqual({ ok: false, day: 'Monday', value: 'ask us' });
  });
});
