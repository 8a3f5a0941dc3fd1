/**
 * Campaigns and announcements of a business (decision 031): a paid-plan capability (#lib/plan-capabilities.ts
 * `campaigns`). An approved owner posts one (`pending`); an admin approves or rejects it with a reason (locked
 * row, only from `pending`); the owner may withdraw it while it is pending or approved. An approved one is
 * shown from `start_date` to `end_date` inclusive, both days in Europe/Istanbul.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { belongsTo, timestamps, timestamptz } from './columns.ts';
import { businesses } from './directory.ts';

export const businessCampaigns = pgTable(
  'business_campaigns',
  {
    id: serial('id').primaryKey(),
    businessId: belongsTo('business_id', () => businesses.id),
    /** The owner's account that posted it (null once that account is deleted). */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'kampanya' (an offer) | 'duyuru' (an announcement) */
    kind: varchar('kind', { length: 10 }).notNull(),
    title: varchar('title', { length: 80 }).notNull(),
    body: varchar('body', { length: 500 }).notNull(),
    /** First and last day shown (Europe/Istanbul calendar days, inclusive). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** 'pending' | 'approved' | 'rejected' | 'withdrawn' */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    /** Raised on every change; a decision names the version the admin read. */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('business_campaigns_business_idx').on(t.businessId, t.status),
    index('business_campaigns_status_idx').on(t.status, t.endDate),
    check('business_campaigns_kind_check', sql`${t.kind} in ('kampanya', 'duyuru')`),
    check('business_campaigns_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'withdrawn')`),
    check('business_campaigns_dates_check', sql`${t.endDate} >= ${t.startDate} and ${t.endDate} - ${t.startDate} < 90`),
  ],
);
