/** Owners and their businesses: owner accounts, claims on a listing, and each listing's daily counters. */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { belongsTo, timestamps, timestamptz, uploadIdList } from './columns.ts';
import { businesses } from './directory.ts';
import { claimStatus, ownerStatus, subscriptionPlan } from './enums.ts';

export const businessOwners = pgTable(
  'business_owners',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    businessName: varchar('business_name', { length: 160 }).notNull(),
    ownerName: varchar('owner_name', { length: 120 }).notNull(),
    taxNumber: varchar('tax_number', { length: 20 }),
    address: varchar('address', { length: 300 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    website: varchar('website', { length: 300 }),
    logo: text('logo'),
    description: text('description'),
    status: ownerStatus('status').notNull().default('email_pending'),
    rejectionReason: text('rejection_reason'),
    /** Upload ids of the verification documents (private files). */
    verificationDocuments: uploadIdList('verification_documents'),
    subscriptionPlan: subscriptionPlan('subscription_plan').notNull().default('free'),
    subscriptionExpiresAt: timestamptz('subscription_expires_at'),
    ...timestamps(),
  },
  (t) => [index('business_owners_user_idx').on(t.userId), index('business_owners_business_idx').on(t.businessId)],
);

export const businessClaims = pgTable(
  'business_claims',
  {
    id: serial('id').primaryKey(),
    businessId: belongsTo('business_id', () => businesses.id),
    userId: belongsTo('user_id', () => users.id),
    status: claimStatus('status').notNull().default('pending'),
    /** Upload ids (private files). */
    documents: uploadIdList('documents'),
    message: text('message'),
    rejectionReason: text('rejection_reason'),
    ...timestamps(),
  },
  (t) => [index('business_claims_business_idx').on(t.businessId), index('business_claims_user_idx').on(t.userId)],
);

export const businessAnalytics = pgTable(
  'business_analytics',
  {
    id: serial('id').primaryKey(),
    businessId: belongsTo('business_id', () => businesses.id),
    views: integer('views').notNull().default(0),
    phoneClicks: integer('phone_clicks').notNull().default(0),
    websiteClicks: integer('website_clicks').notNull().default(0),
    directionsClicks: integer('directions_clicks').notNull().default(0),
    /** YYYY-MM-DD in Europe/Istanbul. */
    date: varchar('date', { length: 10 }).notNull(),
  },
  (t) => [uniqueIndex('business_analytics_business_date_unique').on(t.businessId, t.date)],
);
