/**
 * Writes src/lib/reference/tr-holidays.ts: Turkey's public holidays by Istanbul date, with the moving
 * Ramazan and Kurban Bayramı, from the npm package `date-holidays` (a devDependency, the maintained
 * calendar). The package holds every country (hundreds of KB), too much for the islands that compute
 * "open now" in the browser, so the years the guide needs are written out as a small module, and
 * db/seed/make-tr-holidays.test.ts checks that it still equals the package.
 *
 * The eves (arife) of Ramazan Bayramı, Kurban Bayramı and Cumhuriyet Bayramı are half days (official
 * holiday from 13:00): the day before the feast's first day, marked `half`.
 *
 * After updating the package (or when the last year comes near), run once and commit the output:
 *   npm exec -- node --import tsx db/seed/make-tr-holidays.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import Holidays from 'date-holidays';

export const FIRST_YEAR = 2025;
export const LAST_YEAR = 2035;

export interface HolidayEntry {
  name: string;
  half?: true;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });
const istanbulDate = (ms: number) => dayFormat.format(new Date(ms));

/** Every Istanbul date of a public holiday (a day whose noon falls in the holiday) and the feasts' eves. */
export function holidaysFromPackage(first = FIRST_YEAR, last = LAST_YEAR): Record<string, HolidayEntry> {
  const hd = new Holidays('TR', { languages: ['tr'], timezone: 'Europe/Istanbul', types: ['public'] });
  const out: Record<string, HolidayEntry> = {};
  for (let year = first; year <= last; year++) {
    for (const h of hd.getHolidays(year)) {
      if (h.type !== 'public') continue;
      const days: string[] = [];
      // Istanbul noons from the day of the start to the day of the end (the package starts the Islamic
      // feasts at the previous evening and ends them at noon of the day after).
      const startDay = istanbulDate(h.start.getTime());
      for (let noon = Date.parse(`${startDay}T12:00:00+03:00`); noon <= h.end.getTime(); noon += 86_400_000) {
        if (noon >= h.start.getTime() && noon < h.end.getTime()) days.push(istanbulDate(noon));
      }
      for (const d of days) out[d] = { name: h.name };
      const feast = /Ramazan Bayramı|Kurban Bayramı|Cumhuriyet Bayramı/.test(h.name);
      if (feast && days[0]) {
        const eve = istanbulDate(Date.parse(`${days[0]}T12:00:00+03:00`) - 86_400_000);
        if (!out[eve]) out[eve] = { name: `${h.name} arifesi`, half: true };
      }
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function moduleText(data: Record<string, HolidayEntry>): string {
  const version = (
    JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules/date-holidays/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const lines = Object.entries(data).map(
    ([d, h]) => `  '${d}': { name: '${h.name.replace(/'/g, "\\'")}'${h.half ? ', half: true' : ''} },`,
  );
  return `/**
 * Turkey's public holidays by Istanbul date (${FIRST_YEAR}–${LAST_YEAR}), the moving Ramazan and Kurban Bayramı
 * included, and the half-day eves (arife, official holiday from 13:00). Written by db/seed/make-tr-holidays.ts
 * from the npm package date-holidays ${version}; do not edit by hand.
 */

export interface TrHoliday {
  name: string;
  /** An eve (arife): a half day, the holiday starts at 13:00. */
  half?: true;
}

export const TR_HOLIDAYS_LAST_YEAR = ${LAST_YEAR};

export const TR_HOLIDAYS: Readonly<Record<string, TrHoliday>> = {
${lines.join('\n')}
};
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = path.resolve(import.meta.dirname, '../../src/lib/reference/tr-holidays.ts');
  fs.writeFileSync(target, moduleText(holidaysFromPackage()));
  process.stdout.write(`written ${target}\n`);
}
