/** Owners and their businesses: owner accounts, claims on a listing, and each listing's daily counters. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { belongsTo, createdAt, timestamps, timestamptz, uploadIdList } from './columns.ts';
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
    /** When the 7-days-before-expiry reminder was mailed (once per expiry). */
    expiryReminderAt: timestamptz('expiry_reminder_at'),
    /** A new business's category and district (null for a claim of an existing listing). */
    categoryId: integer('category_id'),
    districtId: integer('district_id'),
    /** The listing claimed (a claim), until approval links it as businessId. */
    claimBusinessId: integer('claim_business_id').references(() => businesses.id, { onDelete: 'set null' }),
    /** Whether the owner wants e-mails about suggestions and decisions ('Ayarlar'). */
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('business_owners_user_idx').on(t.userId),
    index('business_owners_business_idx').on(t.businessId),
    // One approved owner per listing (two admins approving two claims at the same moment gave two).
    uniqueIndex('business_owners_one_approved_idx')
      .on(t.businessId)
      .where(sql`${t.status} = 'approved'`),
  ],
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
    /** The owner application this claim belongs to. */
    ownerId: integer('owner_id').references(() => businessOwners.id, { onDelete: 'cascade' }),
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

/**
 * "Once per visitor" for the owners' statistics (src/features/statistics/business-events.ts): one row per
 * business, visitor (the daily-salted hash of src/platform/visitor.ts, never an address), event type and
 * bucket (the day for views, the day and hour for phone/website/directions). A second event in the same
 * bucket finds its row and is not counted. Rows older than two days are deleted as events arrive.
 */
export const businessEventDedupe = pgTable(
  'business_event_dedupe',
  {
    businessId: belongsTo('business_id', () => businesses.id),
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    type: varchar('type', { length: 12 }).notNull(),
    /** YYYY-MM-DD (views) or YYYY-MM-DDTHH (actions), Europe/Istanbul. */
    bucket: varchar('bucket', { length: 13 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.visitorHash, t.type, t.bucket] }),
    index('business_event_dedupe_created_idx').on(t.createdAt),
  ],
);

/**
 * A change to a published listing waiting for an admin (an owner's edit, an accepted suggestion): the
 * fields before and after. The listing stays online unchanged until the change is approved.
 */
export const businessChangeSets = pgTable(
  'business_change_sets',
  {
    id: serial('id').primaryKey(),
    businessId: belongsTo('business_id', () => businesses.id),
    ownerId: integer('owner_id').references(() => businessOwners.id, { onDelete: 'set null' }),
    suggestionId: integer('suggestion_id'),
    /** 'owner' | 'suggestion' */
    source: varchar('source', { length: 20 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    /** 'pending' | 'approved' | 'rejected' */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    decidedAt: timestamptz('decided_at'),
    ...timestamps(),
  },
  (t) => [index('business_change_sets_business_idx').on(t.businessId), index('business_change_sets_status_idx').on(t.status)],
);

/** A visitor's correction of a listing ("Düzenleme öner"): no account, no name, no address stored. */
export const businessSuggestions = pgTable(
  'business_suggestions',
  {
    id: serial('id').primaryKey(),
    businessId: belongsTo('business_id', () => businesses.id),
    /** 'closed' | 'hours' | 'phone' | 'location' | 'other' */
    reason: varchar('reason', { length: 12 }).notNull(),
    note: text('note'),
    /** 'pending' | 'accepted' | 'dismissed' */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('business_suggestions_business_idx').on(t.businessId, t.status)],
);

/** An owner's request for another plan; an admin sets the plan and its expiry (no payment provider here). */
export const planRequests = pgTable(
  'plan_requests',
  {
    id: serial('id').primaryKey(),
    ownerId: belongsTo('owner_id', () => businessOwners.id),
    plan: subscriptionPlan('plan').notNull(),
    /** 'pending' | 'done' | 'declined' */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [index('plan_requests_owner_idx').on(t.ownerId)],
);
