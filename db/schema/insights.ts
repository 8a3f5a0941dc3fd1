/**
 * What the paid plans' statistics need beyond the daily counters (decision 028): where a counted view
 * came from and, for a view that came from our own search, the words searched. One row per counted view
 * (a view counts once per visitor, business and day: src/features/statistics/business-events.ts), written
 * in the same transaction as the counter. The visitor is the daily-salted hash (never an address; the salt
 * is deleted the next day, so rows of different days cannot be linked). Deleted after
 * VIEW_ORIGIN_RETENTION_DAYS (src/features/statistics/view-origins.ts), stated on /privacy.
 */
import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { advertisementRequests } from './advertising.ts';
import { belongsTo, createdAt, timestamptz } from './columns.ts';
import { businesses } from './directory.ts';
import { businessOwners } from './owners.ts';

export const businessViewOrigins = pgTable(
  'business_view_origins',
  {
    id: serial('id').primaryKey(),
    businessId: belongsTo('business_id', () => businesses.id),
    /** 'search' | 'category' | 'map' | 'site' | 'outside' | 'direct' */
    source: varchar('source', { length: 10 }).notNull(),
    /** The normalised search words (lower case, at most 60 characters), only for source 'search'. */
    term: varchar('term', { length: 60 }),
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_view_origins_business_idx').on(t.businessId, t.createdAt),
    index('business_view_origins_created_idx').on(t.createdAt),
  ],
);

/**
 * A payment an admin recorded ("Ödeme alındı") when setting a paid plan or publishing an ad (decision
 * 028): no payment provider is reachable, so the money arrives outside the site (bank transfer, card
 * terminal, cash) and this row is its receipt. Written in the same transaction as the plan or the ad step.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** 'plan' | 'ad' */
    kind: varchar('kind', { length: 8 }).notNull(),
    ownerId: integer('owner_id').references(() => businessOwners.id, { onDelete: 'set null' }),
    adRequestId: integer('ad_request_id').references(() => advertisementRequests.id, { onDelete: 'set null' }),
    /** The account the payment belongs to (an owner's account), when there is one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the receipt went. */
    email: varchar('email', { length: 254 }).notNull(),
    /** What was paid for: "Temel plan (2026-12-31'e kadar)", "Vitrin paketi, 1 ay". */
    description: varchar('description', { length: 200 }).notNull(),
    /** In kuruş. */
    amountKurus: integer('amount_kurus').notNull(),
    /** 'havale' | 'kart' | 'nakit' | 'diger' */
    method: varchar('method', { length: 10 }).notNull(),
    reference: varchar('reference', { length: 80 }).notNull(),
    /** YYYY-MM-DD, the day the money arrived. */
    paidOn: varchar('paid_on', { length: 10 }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    receiptSentAt: timestamptz('receipt_sent_at'),
  },
  (t) => [index('payments_user_idx').on(t.userId), index('payments_email_idx').on(t.email), index('payments_owner_idx').on(t.ownerId)],
);
