/** Visitor statistics: visits and their daily totals (never raw IP addresses; PD18). */
import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';

export const visitorStats = pgTable(
  'visitor_stats',
  {
    id: serial('id').primaryKey(),
    date: varchar('date', { length: 10 }).notNull(),
    sessionId: varchar('session_id', { length: 80 }).notNull(),
    /** Salted daily hash of the address, never the address itself. */
    ipHash: varchar('ip_hash', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    country: varchar('country', { length: 80 }),
    city: varchar('city', { length: 80 }),
    referrer: varchar('referrer', { length: 500 }),
    page: varchar('page', { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('visitor_stats_date_idx').on(t.date), index('visitor_stats_session_idx').on(t.sessionId, t.date)],
);

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
