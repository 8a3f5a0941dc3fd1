import { describe, expect, it } from 'vitest';
import type { OpeningHours } from './hours.ts';
import {
  dayText,
  hasOpeningHours,
  hoursRows,
  istanbulClock,
  istanbulWeekday,
  locativeSuffix,
  openNowState,
  openStatus,
  openingHoursSpecification,
  secondsUntilFirstChange,
  weeklyIntervals,
} from './hours.ts';

/** An instant given as Istanbul wall-clock time (UTC+3 all year). 2026-11-23 is a Monday. */
const ist = (isoLocal: string) => new Date(`${isoLocal}+03:00`);
const MON = '2026-11-23';
const TUE = '2026-11-24';
const WED = '2026-11-25';
const THU = '2026-11-26';
const FRI = '2026-11-27';
const SAT = '2026-11-28';
const SUN = '2026-11-29';

const everyDay = (open: string, close: string): OpeningHours => ({
  mon: [[open, close]],
  tue: [[open, close]],
  wed: [[open, close]],
  thu: [[open, close]],
  fri: [[open, close]],
  sat: [[open, close]],
  sun: [[open, close]],
});

const office: OpeningHours = {
  mon: [['09:00', '18:00']],
  tue: [['09:00', '18:00']],
  wed: [['09:00', '18:00']],
  thu: [['09:00', '18:00']],
  fri: [['09:00', '18:00']],
  sat: [],
};

const splitShift: OpeningHours = {
  mon: [
    ['09:00', '12:30'],
    ['13:30', '19:00'],
  ],
  tue: [
    ['09:00', '12:30'],
    ['13:30', '19:00'],
  ],
  wed: [
    ['09:00', '12:30'],
    ['13:30', '19:00'],
  ],
  thu: [
    ['09:00', '12:30'],
    ['13:30', '19:00'],
  ],
  fri: [
    ['09:00', '12:30'],
    ['13:30', '19:00'],
  ],
  sat: [['09:00', '13:00']],
  sun: [],
};

/** A bar: closed on Monday, 18:00–02:00 the other days (the sample data has exactly this). */
const bar: OpeningHours = {
  mon: [],
  tue: [['18:00', '02:00']],
  wed: [['18:00', '02:00']],
  thu: [['18:00', '02:00']],
  fri: [['18:00', '02:00']],
  sat: [['18:00', '02:00']],
  sun: [['18:00', '02:00']],
};

describe('istanbulClock', () => {
  it('reads the wall clock in Europe/Istanbul, not the machine zone', () => {
    expect(istanbulClock(new Date('2026-11-23T06:30:00Z'))).toEqual({ dayIndex: 0, minutes: 9 * 60 + 30 });
    // 22:30 UTC on Sunday is already 01:30 on Monday in Istanbul.
    expect(istanbulClock(new Date('2026-11-29T22:30:00Z'))).toEqual({ dayIndex: 0, minutes: 90 });
    expect(istanbulWeekday(new Date('2026-11-29T22:30:00Z'))).toBe('mon');
    expect(istanbulWeekday(ist(`${SUN}T23:59:00`))).toBe('sun');
  });

  it('has midnight as minute 0', () => {
    expect(istanbulClock(ist(`${TUE}T00:00:00`))).toEqual({ dayIndex: 1, minutes: 0 });
  });
});

describe('locativeSuffix', () => {
  it('follows the last word as the time is read aloud', () => {
    expect(locativeSuffix('09:00')).toBe("'da"); // dokuz
    expect(locativeSuffix('22:00')).toBe("'de"); // yirmi iki
    expect(locativeSuffix('02:00')).toBe("'de"); // iki
    expect(locativeSuffix('13:30')).toBe("'da"); // otuz
    expect(locativeSuffix('15:00')).toBe("'te"); // on beş
    expect(locativeSuffix('14:00')).toBe("'te"); // on dört
    expect(locativeSuffix('13:00')).toBe("'te"); // on üç
    expect(locativeSuffix('10:00')).toBe("'da"); // on
    expect(locativeSuffix('06:00')).toBe("'da"); // altı
    expect(locativeSuffix('20:00')).toBe("'de"); // yirmi
    expect(locativeSuffix('12:40')).toBe("'ta"); // kırk
    expect(locativeSuffix('18:50')).toBe("'de"); // elli
    expect(locativeSuffix('00:00')).toBe("'da"); // sıfır
    expect(locativeSuffix('24:00')).toBe("'te"); // yirmi dört
    expect(locativeSuffix('08:45')).toBe("'te"); // kırk beş
  });
});

describe('openStatus', () => {
  it('is open inside a range and names the closing time', () => {
    expect(openStatus(everyDay('10:00', '22:00'), true, ist(`${WED}T15:00:00`))).toEqual({
      open: true,
      label: 'Açık',
      next: "22:00'de kapanır",
    });
    expect(openStatus(office, true, ist(`${MON}T09:00:00`))).toEqual({ open: true, label: 'Açık', next: "18:00'de kapanır" });
  });

  it('closes at the closing minute (end exclusive)', () => {
    expect(openStatus(office, true, ist(`${MON}T17:59:00`)).open).toBe(true);
    expect(openStatus(office, true, ist(`${MON}T18:00:00`))).toEqual({ open: false, label: 'Kapalı', next: "Yarın 09:00'da açılır" });
  });

  it('says "Bugün" for an opening later today', () => {
    expect(openStatus(office, true, ist(`${TUE}T07:15:00`))).toEqual({ open: false, label: 'Kapalı', next: "Bugün 09:00'da açılır" });
  });

  it('names the weekday when the next opening is after tomorrow', () => {
    // Friday evening: Saturday and Sunday closed → Monday.
    expect(openStatus(office, true, ist(`${FRI}T19:00:00`))).toEqual({ open: false, label: 'Kapalı', next: "Pazartesi 09:00'da açılır" });
    expect(openStatus(office, true, ist(`${SAT}T12:00:00`)).next).toBe("Pazartesi 09:00'da açılır");
    // Sunday: Monday is tomorrow.
    expect(openStatus(office, true, ist(`${SUN}T12:00:00`)).next).toBe("Yarın 09:00'da açılır");
  });

  it('handles a split shift: closed over lunch, open again in the afternoon', () => {
    expect(openStatus(splitShift, true, ist(`${THU}T11:00:00`))).toEqual({ open: true, label: 'Açık', next: "12:30'da kapanır" });
    expect(openStatus(splitShift, true, ist(`${THU}T12:45:00`))).toEqual({ open: false, label: 'Kapalı', next: "Bugün 13:30'da açılır" });
    expect(openStatus(splitShift, true, ist(`${THU}T13:30:00`))).toEqual({ open: true, label: 'Açık', next: "19:00'da kapanır" });
    expect(openStatus(splitShift, true, ist(`${THU}T19:30:00`)).next).toBe("Yarın 09:00'da açılır");
    // Saturday afternoon: Sunday is closed, so Monday.
    expect(openStatus(splitShift, true, ist(`${SAT}T14:00:00`)).next).toBe("Pazartesi 09:00'da açılır");
  });

  it('counts a range past midnight to the day it started', () => {
    // Saturday 01:00 is inside Friday's 18:00–02:00.
    expect(openStatus(bar, true, ist(`${SAT}T01:00:00`))).toEqual({ open: true, label: 'Açık', next: "02:00'de kapanır" });
    // Friday 20:00: closes at 02:00 that night.
    expect(openStatus(bar, true, ist(`${FRI}T20:00:00`))).toEqual({ open: true, label: 'Açık', next: "02:00'de kapanır" });
    // Saturday 03:00: closed until 18:00.
    expect(openStatus(bar, true, ist(`${SAT}T03:00:00`))).toEqual({ open: false, label: 'Kapalı', next: "Bugün 18:00'de açılır" });
  });

  it('carries Sunday night into Monday morning and skips the closed Monday', () => {
    // Monday 01:30 is inside Sunday's 18:00–02:00 although Monday itself is closed.
    expect(openStatus(bar, true, ist(`${MON}T01:30:00`))).toEqual({ open: true, label: 'Açık', next: "02:00'de kapanır" });
    // Monday 12:00: closed all day → Tuesday 18:00.
    expect(openStatus(bar, true, ist(`${MON}T12:00:00`))).toEqual({ open: false, label: 'Kapalı', next: "Yarın 18:00'de açılır" });
    // Monday 02:00 exactly: just closed.
    expect(openStatus(bar, true, ist(`${MON}T02:00:00`)).open).toBe(false);
  });

  it('is "24 saat açık" when open around the clock all week', () => {
    const allDay = everyDay('00:00', '24:00');
    expect(openStatus(allDay, true, ist(`${WED}T03:00:00`))).toEqual({ open: true, label: 'Açık', next: '24 saat açık' });
    expect(openStatus(allDay, true, ist(`${SUN}T23:59:00`))).toEqual({ open: true, label: 'Açık', next: '24 saat açık' });
  });

  it('treats a single all-day day as closing at 24:00', () => {
    const mondayOnly: OpeningHours = { mon: [['00:00', '24:00']] };
    expect(openStatus(mondayOnly, true, ist(`${MON}T10:00:00`))).toEqual({ open: true, label: 'Açık', next: "24:00'te kapanır" });
    expect(openStatus(mondayOnly, true, ist(`${TUE}T10:00:00`))).toEqual({
      open: false,
      label: 'Kapalı',
      next: "Pazartesi 00:00'da açılır",
    });
    // A week later, the same weekday: still the day's name.
    expect(openStatus({ mon: [['09:00', '18:00']] }, true, ist(`${MON}T19:00:00`)).next).toBe("Pazartesi 09:00'da açılır");
  });

  it('names the closing day when the business stays open for more than a day', () => {
    const twoDays: OpeningHours = { mon: [['00:00', '24:00']], tue: [['00:00', '24:00']], wed: [['00:00', '18:00']] };
    expect(openStatus(twoDays, true, ist(`${MON}T10:00:00`))).toEqual({ open: true, label: 'Açık', next: "Çarşamba 18:00'de kapanır" });
    expect(openStatus(twoDays, true, ist(`${TUE}T10:00:00`))).toEqual({ open: true, label: 'Açık', next: "Yarın 18:00'de kapanır" });
    expect(openStatus(twoDays, true, ist(`${WED}T10:00:00`)).next).toBe("18:00'de kapanır");
  });

  it('joins an all-day day with the next morning', () => {
    const lateFriday: OpeningHours = { fri: [['00:00', '24:00']], sat: [['00:00', '03:00']] };
    expect(openStatus(lateFriday, true, ist(`${FRI}T20:00:00`)).next).toBe("03:00'te kapanır");
  });

  it('is temporarily closed when the flag says so, whatever the hours', () => {
    expect(openStatus(everyDay('00:00', '24:00'), false, ist(`${WED}T12:00:00`))).toEqual({
      open: false,
      label: 'Geçici olarak kapalı',
      next: null,
    });
  });

  it('is closed with no next change when no hours are known', () => {
    expect(openStatus({}, true, ist(`${WED}T12:00:00`))).toEqual({ open: false, label: 'Kapalı', next: null });
    expect(openStatus(null, true, ist(`${WED}T12:00:00`))).toEqual({ open: false, label: 'Kapalı', next: null });
  });

  it('ignores malformed ranges instead of failing', () => {
    const broken = {
      mon: [
        ['9', '18:00'],
        ['10:00', '25:00'],
        ['10:00', '12:00'],
      ],
    } as unknown as OpeningHours;
    expect(openStatus(broken, true, ist(`${MON}T11:00:00`))).toEqual({ open: true, label: 'Açık', next: "12:00'de kapanır" });
  });

  it('uses Istanbul time for instants given in UTC', () => {
    // 19:30 UTC Friday = 22:30 Friday in Istanbul: the bar is open.
    expect(openStatus(bar, true, new Date('2026-11-27T19:30:00Z')).open).toBe(true);
    // 06:00 UTC Monday = 09:00 Monday in Istanbul: the office just opened.
    expect(openStatus(office, true, new Date('2026-11-23T06:00:00Z')).next).toBe("18:00'de kapanır");
  });
});

describe('weeklyIntervals', () => {
  it('merges touching ranges and wraps Sunday night into Monday', () => {
    expect(
      weeklyIntervals({
        mon: [
          ['09:00', '12:00'],
          ['12:00', '14:00'],
        ],
      }),
    ).toEqual([[540, 840]]);
    const week = 7 * 1440;
    expect(weeklyIntervals({ sun: [['22:00', '02:00']], mon: [['00:00', '01:00']] })).toEqual([[6 * 1440 + 22 * 60, week + 120]]);
  });
});

describe('hoursRows', () => {
  it('gives seven rows Pazartesi to Pazar with Turkish texts', () => {
    const rows = hoursRows(splitShift);
    expect(rows.map((r) => r.name)).toEqual(['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']);
    expect(rows[0]).toEqual({ day: 'mon', name: 'Pazartesi', text: '09:00 – 12:30, 13:30 – 19:00', closed: false });
    expect(rows[5]!.text).toBe('09:00 – 13:00');
    expect(rows[6]).toEqual({ day: 'sun', name: 'Pazar', text: 'Kapalı', closed: true });
  });

  it('shows missing days as closed, all-day as "24 saat açık" and past-midnight ranges as given', () => {
    expect(hoursRows(office)[6]!.text).toBe('Kapalı');
    expect(hoursRows(everyDay('00:00', '24:00'))[2]!.text).toBe('24 saat açık');
    expect(hoursRows(bar)[4]!.text).toBe('18:00 – 02:00');
    expect(hoursRows({}).every((r) => r.closed)).toBe(true);
    expect(dayText([])).toBe('Kapalı');
  });
});

describe('hasOpeningHours', () => {
  it('is false for an empty object and true once a day has a range', () => {
    expect(hasOpeningHours({})).toBe(false);
    expect(hasOpeningHours({ sun: [] })).toBe(false);
    expect(hasOpeningHours(office)).toBe(true);
  });
});

describe('openingHoursSpecification', () => {
  it('groups days with the same range, keeps past-midnight closing times and omits closed days', () => {
    expect(openingHoursSpecification(office)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    ]);
    expect(openingHoursSpecification(bar)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '18:00',
        closes: '02:00',
      },
    ]);
  });

  it('writes all day as 00:00–23:59 and one entry per shift', () => {
    expect(openingHoursSpecification({ mon: [['00:00', '24:00']] })).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '00:00', closes: '23:59' },
    ]);
    expect(openingHoursSpecification(splitShift)).toHaveLength(3);
  });
});

describe("openNowState (the API's openNow and nextChange)", () => {
  it('open: the closing instant; closed: the next opening, also across the week', () => {
    expect(openNowState(office, true, ist(`${MON}T10:15:30`))).toEqual({ openNow: true, nextChange: ist(`${MON}T18:00:00`).toISOString() });
    expect(openNowState(office, true, ist(`${MON}T19:00:00`))).toEqual({
      openNow: false,
      nextChange: ist(`${TUE}T09:00:00`).toISOString(),
    });
    expect(openNowState({ mon: [['09:00', '18:00']] }, true, ist(`${SUN}T12:00:00`))).toEqual({
      openNow: false,
      nextChange: ist('2026-11-30T09:00:00').toISOString(),
    });
  });
  it('past midnight closes the next day; all week open has no change', () => {
    expect(openNowState({ fri: [['18:00', '02:00']] }, true, ist(`${SAT}T01:00:00`))).toEqual({
      openNow: true,
      nextChange: ist(`${SAT}T02:00:00`).toISOString(),
    });
    expect(openNowState(everyDay('00:00', '24:00'), true, ist(`${WED}T03:00:00`))).toEqual({ openNow: true, nextChange: null });
  });
  it('no hours: null; temporarily closed: false with no change', () => {
    expect(openNowState({}, true, ist(`${THU}T12:00:00`))).toEqual({ openNow: null, nextChange: null });
    expect(openNowState(office, false, ist(`${FRI}T12:00:00`))).toEqual({ openNow: false, nextChange: null });
  });
  it('secondsUntilFirstChange: the earliest change, null when none', () => {
    const now = ist(`${MON}T17:59:00`);
    expect(secondsUntilFirstChange([openNowState(office, true, now), openNowState({}, true, now)], now)).toBe(60);
    expect(secondsUntilFirstChange([openNowState({}, true, now)], now)).toBeNull();
  });
});
