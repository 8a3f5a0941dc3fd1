/** Visitor statistics and cookie consent: visits, their daily totals and consent records (never raw IP addresses; PD18). */
import { boolean, index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';

/**
 * One row per page view of a person (bots, prefetches and admin pages are not recorded). Raw rows are kept
 * 90 days (functions/visits-rollup.ts), then only their day's totals in `daily_stats` remain.
 */
export const visitorStats = pgTable(
  'visitor_stats',
  {
    id: serial('id').primaryKey(),
    /** YYYY-MM-DD in Europe/Istanbul. */
    date: varchar('date', { length: 10 }).notNull(),
    /** The browser's `adana_session_id`, only with statistics consent; null for anonymous visits. */
    sessionId: varchar('session_id', { length: 80 }),
    /** visitorHash (src/platform/visitor.ts): a daily-salted hash of address + browser, never the address. */
    ipHash: varchar('ip_hash', { length: 64 }).notNull(),
    /** The user agent reduced to its browser family (Chrome, Safari, Firefox, Edge, Samsung, Opera, Diğer). */
    browser: varchar('browser', { length: 20 }).notNull(),
    /** mobile | tablet | desktop. */
    device: varchar('device', { length: 10 }).notNull(),
    /** Country name from the platform's geolocation; 'Bilinmiyor' when unknown. */
    country: varchar('country', { length: 80 }).notNull(),
    city: varchar('city', { length: 80 }),
    /** Only the referring site's host name (no path or query), null for direct visits and this site. */
    referrer: varchar('referrer', { length: 255 }),
    /** The path, without query string. */
    page: varchar('page', { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('visitor_stats_date_idx').on(t.date)],
);

/** The totals of one day, rolled up from visitor_stats (idempotent: rolling a day again gives the same row). */
export const dailyStats = pgTable('daily_stats', {
  id: serial('id').primaryKey(),
  date: varchar('date', { length: 10 }).notNull().unique(),
  totalVisits: integer('total_visits').notNull().default(0),
  uniqueVisitors: integer('unique_visitors').notNull().default(0),
  topPages: jsonb('top_pages').$type<Record<string, number>>().notNull().default({}),
  topReferrers: jsonb('top_referrers').$type<Record<string, number>>().notNull().default({}),
  countries: jsonb('countries').$type<Record<string, number>>().notNull().default({}),
  ...timestamps(),
});

/**
 * The random salt of each day (Europe/Istanbul) for visitor hashes (src/platform/visitor.ts). A day's salt
 * is deleted once the next day's is made, so a hash can no longer be linked back to an address.
 */
export const visitorSalts = pgTable('visitor_salts', {
  date: varchar('date', { length: 10 }).primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
  createdAt: createdAt(),
});

/**
 * Cookie consent choices (KVKK and the Authority's cookie guide): what a browser chose, when, and under which
 * version of the banner text. `consentId` is a random id the browser keeps with its choice, so a later change
 * can be matched to the earlier one; no IP address, no user agent.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    consentId: varchar('consent_id', { length: 40 }).notNull(),
    /** accept_all | reject_all | custom */
    action: varchar('action', { length: 12 }).notNull(),
    statistics: boolean('statistics').notNull(),
    marketing: boolean('marketing').notNull(),
    textVersion: varchar('text_version', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_consent_id_idx').on(t.consentId)],
);
