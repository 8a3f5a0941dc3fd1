/** Advertising, pricing and promotion: the price list, duration discounts, ad requests and ads, and leads. */
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps, timestamptz, updatedAt } from './columns.ts';
import { businesses } from './directory.ts';
import { adPackage, adRequestStatus, advertisementStatus, leadStatus } from './enums.ts';

/** One source of truth for prices (PD16): owner plans and ad packages, editable by admins. */
export const priceList = pgTable(
  'price_list',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(), // 'plan' | 'ad_package'
    code: varchar('code', { length: 20 }).notNull(), // free|basic|premium / basic|premium|enterprise
    name: varchar('name', { length: 80 }).notNull(),
    /** Whole lira per 30 days. */
    monthlyPrice: integer('monthly_price').notNull(),
    highlighted: boolean('highlighted').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('price_list_kind_code_unique').on(t.kind, t.code)],
);

/** Discount per duration in months (1, 3, 6, 12 → 0, 10, 15, 20 %). */
export const durationDiscounts = pgTable('duration_discounts', {
  months: smallint('months').primaryKey(),
  discountPercent: smallint('discount_percent').notNull().default(0),
});

/**
 * What a request for advertising and the advertisement it becomes both record: who asked, which package for
 * how many months, its state (each table has its own enum) and the price and dates agreed.
 */
const adOrder = <Status>(status: Status) => ({
  businessName: varchar('business_name', { length: 160 }).notNull(),
  contactPerson: varchar('contact_person', { length: 120 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  packageType: adPackage('package_type').notNull(),
  duration: smallint('duration').notNull().default(1),
  message: text('message'),
  status,
  totalCost: numeric('total_cost', { precision: 10, scale: 2 }).notNull(),
  startDate: timestamptz('start_date'),
  endDate: timestamptz('end_date'),
});

export const advertisementRequests = pgTable(
  'advertisement_requests',
  {
    id: serial('id').primaryKey(),
    ...adOrder(adRequestStatus('status').notNull().default('contact_pending')),
    adContent: jsonb('ad_content').$type<{
      title?: string;
      description?: string;
      image?: string;
      features?: string[];
      bannerAd?: boolean;
      socialMedia?: { instagram?: string; facebook?: string };
      customLandingPage?: boolean;
      apiIntegration?: boolean;
      /** The ad's public phone (set by an admin; the requester's contact phone is never public). */
      phone?: string;
      /** Where a click leads (http(s) or a path of this site). */
      link?: string;
    }>(),
    /** The admins' notes on the request (never public). */
    notes: text('notes'),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactedAt: timestamptz('contacted_at'),
    customizedAt: timestamptz('customized_at'),
    liveAt: timestamptz('live_at'),
    endedAt: timestamptz('ended_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /** When the renewal reminder (7 days before the end date) was mailed; once per request. */
    renewalReminderAt: timestamptz('renewal_reminder_at'),
    ...timestamps(),
  },
  (t) => [index('advertisement_requests_status_idx').on(t.status)],
);

/**
 * First-party ad statistics: impressions and clicks per ad and day (Europe/Istanbul date), counted by
 * our own function, bots excluded, no address or visitor id stored.
 */
export const adDailyStats = pgTable(
  'ad_daily_stats',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => advertisementRequests.id, { onDelete: 'cascade' }),
    date: varchar('date', { length: 10 }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.date] })],
);

export const advertisements = pgTable('advertisements', {
  id: serial('id').primaryKey(),
  ...adOrder(advertisementStatus('status').notNull().default('pending')),
  requestId: integer('request_id').references(() => advertisementRequests.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/**
 * Free-advertising leads (the welcome popup; PD17). One row per e-mail and source: sending the form again
 * updates it. The consent to commercial e-mail (Law 6563, KVKK m. 5/1) is kept as evidence: when, the exact
 * text shown and its version, and where (source); no IP address is stored (PD18). An unsubscribed lead
 * (`unsubscribed_at`) is never contacted again, whatever its status.
 */
export const promotionalLeads = pgTable(
  'promotional_leads',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    businessName: varchar('business_name', { length: 160 }),
    source: varchar('source', { length: 40 }).notNull().default('welcome_popup'),
    status: leadStatus('status').notNull().default('new'),
    /** Evidence of commercial e-mail consent (Law 6563): when, the text shown and its version. */
    consentAt: timestamptz('consent_at'),
    consentText: text('consent_text'),
    consentVersion: varchar('consent_version', { length: 20 }),
    /** Secret of the one-click unsubscribe link (random, 32 bytes hex). */
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).unique(),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    /**
     * Double opt-in (decision 024): the secret of the confirmation link last mailed, and when. The consent above
     * is recorded only when the person opens it; until then the lead is not shown to admins.
     */
    confirmToken: varchar('confirm_token', { length: 64 }).unique(),
    confirmRequestedAt: timestamptz('confirm_requested_at'),
    contactedAt: timestamptz('contacted_at'),
    /** When the status last changed to converted or lost. */
    closedAt: timestamptz('closed_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('promotional_leads_email_source_unique').on(t.email, t.source), index('promotional_leads_status_idx').on(t.status)],
);

/**
 * Addresses that asked for no more commercial e-mail (an unsubscribe link). Every marketing send checks it
 * (src/features/leads/leads.ts); only the person lifts it, by opening a new confirmation link.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  email: varchar('email', { length: 254 }).primaryKey(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
