/**
 * Shape of one SAMPLE business and shared opening-hour templates for the seed files in this folder.
 * These businesses are invented for demonstration; the seed stores them with `source: 'seed'`.
 */
import type { OpeningHours, TimeRange } from '#lib/hours.ts';
import type { DistrictName } from '#lib/reference/districts.ts';

export type PriceRange = 'Ucuz' | 'Orta' | 'Pahalı' | 'Ücretsiz';

/** One SAMPLE business as the files of this folder write it: `photos` says how many it has (2 or 3). */
export interface SampleBusinessEntry {
  name: string;
  /** Category slug (src/lib/reference/categories.ts). */
  category: string;
  subcategory: string;
  description: string;
  address: string;
  district: DistrictName;
  latitude: number;
  longitude: number;
  /** E.164. */
  phone: string;
  email?: string;
  website?: string;
  priceRange: PriceRange;
  features: string[];
  hours: OpeningHours;
  isFeatured?: boolean;
  /**
   * The rating the SAMPLE reviews are drawn around (db/seed/sample-reviews.ts); the stored rating and review
   * count are computed from those reviews, never taken from here. `reviewCount` is not used any more.
   */
  rating: number;
  reviewCount: number;
  /** How many photos of its own it has (db/seed/generate-photos.ts draws them). */
  photos: 2 | 3;
}

/** A SAMPLE business as the seed stores it: its photos' addresses (the first is the main image). */
export interface SampleBusiness extends Omit<SampleBusinessEntry, 'photos'> {
  /** Paths under public/ (db/seed/sample-photos.ts). */
  images: string[];
}

const r = (open: string, close: string): TimeRange => [open, close];

/** The same ranges every day of the week. */
export function everyDay(...ranges: TimeRange[]): OpeningHours {
  return { mon: ranges, tue: ranges, wed: ranges, thu: ranges, fri: ranges, sat: ranges, sun: ranges };
}

/** Weekday ranges, Saturday ranges and Sunday ranges (empty = closed). */
export function week(weekdays: TimeRange[], sat: TimeRange[], sun: TimeRange[] = []): OpeningHours {
  return { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat, sun };
}

export const H = {
  allDay: everyDay(r('00:00', '24:00')),
  restaurant: everyDay(r('11:00', '23:00')),
  kebab: everyDay(r('10:30', '23:30')),
  breakfast: everyDay(r('07:00', '15:00')),
  lunchDinner: everyDay(r('11:30', '15:00'), r('18:00', '23:00')),
  cafe: everyDay(r('08:00', '23:00')),
  lateCafe: everyDay(r('09:00', '01:00')),
  bar: { ...everyDay(r('18:00', '02:00')), mon: [] } as OpeningHours,
  pub: everyDay(r('16:00', '01:00')),
  club: {
    mon: [],
    tue: [],
    wed: [],
    thu: [r('21:00', '03:00')],
    fri: [r('22:00', '04:00')],
    sat: [r('22:00', '04:00')],
    sun: [],
  } as OpeningHours,
  shop: week([r('10:00', '20:00')], [r('10:00', '20:00')]),
  shopSplit: week([r('09:00', '12:30'), r('13:30', '19:00')], [r('09:00', '14:00')]),
  mall: everyDay(r('10:00', '22:00')),
  clinic: week([r('08:30', '18:00')], [r('09:00', '13:00')]),
  clinicSplit: week([r('09:00', '12:30'), r('13:30', '19:00')], [r('09:00', '13:00')]),
  pharmacy: week([r('08:30', '19:00')], [r('08:30', '17:00')]),
  salon: { ...week([r('09:00', '20:00')], [r('09:00', '20:00')]), mon: [] } as OpeningHours,
  barber: week([r('08:30', '21:00')], [r('08:30', '21:00')], [r('10:00', '17:00')]),
  gym: week([r('06:30', '23:00')], [r('08:00', '22:00')], [r('09:00', '20:00')]),
  studio: week([r('07:00', '10:00'), r('17:00', '21:30')], [r('09:00', '14:00')]),
  school: week([r('08:00', '17:30')], []),
  course: week([r('09:00', '21:00')], [r('09:00', '18:00')], [r('10:00', '16:00')]),
  service: week([r('08:00', '18:30')], [r('08:00', '14:00')]),
  serviceSplit: week([r('08:00', '12:00'), r('13:00', '18:00')], [r('08:30', '13:30')]),
  carWash: everyDay(r('08:00', '20:00')),
  park: everyDay(r('06:00', '22:00')),
  picnicDay: everyDay(r('07:00', '20:00')),
} as const;

export { r as range };
