/**
 * The whole data model: every entity of the product spec (§3) plus what real accounts, moderation,
 * e-mail, rate limits, uploads, pricing and rebuilds need. This file is the single source of truth;
 * `npm run db:generate` writes the SQL migrations in db/migrations from it.
 */
import type { OpeningHours } from '../src/lib/hours.ts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  check,
  primaryKey,
  customType,
} from 'drizzle-orm/pg-core';

/** A full-text document (written by src/data/search-index.ts; never read as a value by the application). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });
/** A set of integer ranges: the minutes of the week a business is open (see business_open_week). */
const int4multirange = customType<{ data: string; driverData: string }>({ dataType: () => 'int4multirange' });

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () =>
  ts('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------
// Enums
// ---------------------------------------------------------------------------------------------
export const businessStatus = pgEnum('business_status', ['email_pending', 'pending', 'approved', 'rejected']);
export const userRole = pgEnum('user_role', ['user', 'owner', 'admin']);
export const ownerStatus = pgEnum('owner_status', ['email_pending', 'pending', 'approved', 'rejected']);
export const subscriptionPlan = pgEnum('subscription_plan', ['free', 'basic', 'premium']);
export const claimStatus = pgEnum('claim_status', ['pending', 'approved', 'rejected']);
export const reviewStatus = pgEnum('review_status', ['pending', 'approved', 'rejected']);
export const adPackage = pgEnum('ad_package', ['basic', 'premium', 'enterprise']);
export const adRequestStatus = pgEnum('ad_request_status', ['contact_pending', 'contacted', 'customized', 'live', 'ended', 'cancelled']);
export const advertisementStatus = pgEnum('advertisement_status', ['pending', 'active', 'ended', 'cancelled']);
export const leadStatus = pgEnum('lead_status', ['new', 'contacted', 'converted', 'unsubscribed']);
export const verificationPurpose = pgEnum('verification_purpose', ['login', 'business_email', 'owner_email']);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);
export const buildStatus = pgEnum('build_status', ['pending', 'running', 'succeeded', 'failed']);
export const priceRange = pgEnum('price_range', ['Ucuz', 'Orta', 'Pahalı', 'Ücretsiz']);
export const businessSource = pgEnum('business_source', ['form', 'csv', 'google', 'cli', 'seed', 'admin']);

/** Opening hours as the business page computes "Açık"/"Kapalı" from: per weekday, zero to two ranges. */

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  icon: varchar('icon', { length: 80 }).notNull(),
  color: varchar('color', { length: 16 }).notNull(),
  description: text('description').notNull().default(''),
  /** Approved businesses in the category; kept by the code that approves, imports and deletes. */
  businessCount: integer('business_count').notNull().default(0),
  sortOrder: smallint('sort_order').notNull().default(0),
  schemaType: varchar('schema_type', { length: 60 }).notNull().default('LocalBusiness'),
});

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  latitude: numeric('latitude', { precision: 10, scale: 8 }).notNull(),
  longitude: numeric('longitude', { precision: 11, scale: 8 }).notNull(),
  postalCodes: text('postal_codes').array().notNull().default(sql`'{}'::text[]`),
});

// ---------------------------------------------------------------------------------------------
// People and sessions
// ---------------------------------------------------------------------------------------------
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Stored lower-cased (ASCII rules: e-mail local parts are not Turkish text). */
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    avatar: text('avatar'),
    isVerified: boolean('is_verified').notNull().default(false),
    role: userRole('role').notNull().default('user'),
    /** TOTP secret (base32), encrypted with SESSION_SECRET; set when an admin enrols. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: ts('totp_enabled_at'),
    /** Last accepted TOTP time step, so a code cannot be replayed. */
    totpLastStep: integer('totp_last_step'),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random token in the cookie: a database leak does not leak live sessions. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    /** When the admin's second factor was passed in this session. */
    secondFactorAt: ts('second_factor_at'),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** One table for every code and link (login, business e-mail, owner e-mail): target + purpose, expiry, single use. */
export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    purpose: verificationPurpose('purpose').notNull(),
    /** What is being verified: an e-mail address for login, `business:<id>` for a listing. */
    target: varchar('target', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** SHA-256 of a random value in a cookie of the browser that asked (null: not browser-bound). */
    browserHash: varchar('browser_hash', { length: 64 }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('verifications_purpose_target_unique').on(t.purpose, t.target),
    uniqueIndex('verifications_token_unique').on(t.tokenHash),
  ],
);

// ---------------------------------------------------------------------------------------------
// Businesses
// ---------------------------------------------------------------------------------------------
export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 160 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategory: varchar('subcategory', { length: 120 }),
    description: text('description').notNull().default(''),
    address: varchar('address', { length: 300 }).notNull(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    /** E.164, e.g. +903224560101. */
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    website: varchar('website', { length: 300 }),
    /** Computed from approved reviews written on this site; never from Google. */
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0.0'),
    reviewCount: integer('review_count').notNull().default(0),
    priceRange: priceRange('price_range').notNull().default('Orta'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    hours: jsonb('hours').$type<OpeningHours>().notNull().default({}),
    /** false = temporarily closed (the open/closed badge itself is computed from the hours). */
    isOpen: boolean('is_open').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** The submitter asked to be featured on the public form; only an admin or a paid plan grants it. */
    featuredRequested: boolean('featured_requested').notNull().default(false),
    status: businessStatus('status').notNull().default('email_pending'),
    emailVerified: boolean('email_verified').notNull().default(false),
    submitterName: varchar('submitter_name', { length: 120 }).notNull().default('Mevcut işletme'),
    submitterEmail: varchar('submitter_email', { length: 254 }),
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    source: businessSource('source').notNull().default('form'),
    rejectionReason: text('rejection_reason'),
    googlePlaceId: varchar('google_place_id', { length: 300 }),
    googleCid: varchar('google_cid', { length: 40 }),
    /** Folded (Turkish case and diacritics) text of the searchable fields, kept by the code that writes. */
    searchKey: text('search_key').notNull().default(''),
    /**
     * The search's weighted words (name A, category/subcategory B, features C, description/address/district
     * D), folded. Kept by `reindexBusinesses` (src/data/search-index.ts): call it after writing a business.
     */
    searchDocument: tsvector('search_document').notNull().default(sql`''::tsvector`),
    /**
     * Minutes of the week (Monday 00:00 = 0, Europe/Istanbul) the opening hours cover, for "open now";
     * computed by PostgreSQL from `hours` (function in migration 0001_search_functions).
     */
    openWeek: int4multirange('open_week').generatedAlwaysAs(sql`business_open_week(hours)`),
    /** The hours of the week (0 = Monday 00:00–00:59 … 167) the business is open in, for an index on "open now". */
    openHours: smallint('open_hours').array().generatedAlwaysAs(sql`business_open_hours(hours)`),
    /** The name's Turkish alphabetical sort key: `ORDER BY name_sort COLLATE "C"` (migration 0001_search_functions). */
    nameSort: text('name_sort').generatedAlwaysAs(sql`tr_sort_key(name)`),
    /**
     * The position as a level-24 Web Mercator tile (column, row), for the map's grid clustering
     * (src/lib/map-grid.ts has the same formula); null without coordinates.
     */
    mapX: integer('map_x').generatedAlwaysAs(
      sql`CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL ELSE least(16777215, greatest(0, floor((longitude::float8 + 180) / 360 * 16777216)))::integer END`,
    ),
    mapY: integer('map_y').generatedAlwaysAs(
      sql`CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL ELSE least(16777215, greatest(0, floor((1 - ln(tan(radians(greatest(-85.05112878, least(85.05112878, latitude::float8)))) + 1 / cos(radians(greatest(-85.05112878, least(85.05112878, latitude::float8))))) / pi()) / 2 * 16777216)))::integer END`,
    ),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    approvedAt: ts('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('businesses_status_category_idx').on(t.status, t.categoryId),
    index('businesses_status_district_idx').on(t.status, t.districtId),
    index('businesses_featured_idx').on(t.status, t.isFeatured),
    index('businesses_geo_idx').on(t.latitude, t.longitude),
    uniqueIndex('businesses_google_cid_unique').on(t.googleCid),
    uniqueIndex('businesses_google_place_unique').on(t.googlePlaceId),
    index('businesses_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    // Search (src/data/search.ts), approved businesses only: the document's words, also of its name (A),
    // name and category (A, B) and name, category and features (A, B, C) parts, and the hours open.
    index('businesses_search_document_idx').using('gin', t.searchDocument).where(sql`${t.status} = 'approved'`),
    index('businesses_search_a_idx')
      .using('gin', sql`ts_filter(${t.searchDocument}, '{a}')`)
      .where(sql`${t.status} = 'approved'`),
    index('businesses_search_ab_idx')
      .using('gin', sql`ts_filter(${t.searchDocument}, '{a,b}')`)
      .where(sql`${t.status} = 'approved'`),
    index('businesses_search_abc_idx')
      .using('gin', sql`ts_filter(${t.searchDocument}, '{a,b,c}')`)
      .where(sql`${t.status} = 'approved'`),
    index('businesses_open_hours_idx').using('gin', t.openHours).where(sql`${t.status} = 'approved'`),
    // Lists and result pages in each sort order, straight from an index.
    index('businesses_list_rating_idx')
      .on(t.rating.desc(), sql`(${t.nameSort} COLLATE "C")`, t.id)
      .where(sql`${t.status} = 'approved'`),
    index('businesses_list_reviews_idx')
      .on(t.reviewCount.desc(), t.rating.desc(), sql`(${t.nameSort} COLLATE "C")`, t.id)
      .where(sql`${t.status} = 'approved'`),
    index('businesses_list_name_idx')
      .on(sql`(${t.nameSort} COLLATE "C")`, t.id)
      .where(sql`${t.status} = 'approved'`),
    // The map (src/data/map.ts): approved businesses with coordinates by tile, covering what the bbox
    // filter, the grid, the filters and the best-rated page read, so those are index-only scans.
    index('businesses_map_idx')
      .on(t.mapX, t.mapY, t.latitude, t.longitude, t.categoryId, t.districtId, t.rating, t.id)
      .where(sql`${t.status} = 'approved' AND ${t.mapX} IS NOT NULL`),
    check('businesses_lat_range', sql`${t.latitude} IS NULL OR (${t.latitude} BETWEEN -90 AND 90)`),
    check('businesses_lng_range', sql`${t.longitude} IS NULL OR (${t.longitude} BETWEEN -180 AND 180)`),
  ],
);

/**
 * The map's grid, pre-aggregated (src/data/map.ts): per grid level 0–17, cell, category and district, how
 * many approved businesses lie there, the sums of their tiles and ids, and the tiles' extent. Kept by
 * triggers on `businesses` (migration 0003_map), never written by the code. Level 0 also holds, in the
 * cell (-1, -1), the approved businesses without coordinates, so that it answers the map's totals.
 */
export const mapCells = pgTable(
  'map_cells',
  {
    level: smallint('level').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    categoryId: integer('category_id').notNull(),
    districtId: integer('district_id').notNull(),
    /** Approved businesses in the cell (0 once they all left it). */
    n: integer('n').notNull(),
    /** Sums of their `map_x`, `map_y` and ids: the mean position, and the id when n = 1. */
    sx: bigint('sx', { mode: 'number' }).notNull(),
    sy: bigint('sy', { mode: 'number' }).notNull(),
    sid: bigint('sid', { mode: 'number' }).notNull(),
    /** The tiles' extent; may stay wider after businesses leave, reset when the cell empties. */
    x0: integer('x0').notNull(),
    x1: integer('x1').notNull(),
    y0: integer('y0').notNull(),
    y1: integer('y1').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.cx, t.cy, t.categoryId, t.districtId] })],
);

export const businessOwners = pgTable(
  'business_owners',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    verificationDocuments: integer('verification_documents').array().notNull().default(sql`'{}'::integer[]`),
    subscriptionPlan: subscriptionPlan('subscription_plan').notNull().default('free'),
    subscriptionExpiresAt: ts('subscription_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('business_owners_user_idx').on(t.userId), index('business_owners_business_idx').on(t.businessId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: varchar('title', { length: 160 }),
    content: text('content').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    isVerified: boolean('is_verified').notNull().default(false),
    status: reviewStatus('status').notNull().default('pending'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_business_idx').on(t.businessId, t.status),
    uniqueIndex('reviews_user_business_unique').on(t.userId, t.businessId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favorites_user_business_unique').on(t.userId, t.businessId)],
);

export const businessClaims = pgTable(
  'business_claims',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: claimStatus('status').notNull().default('pending'),
    /** Upload ids (private files). */
    documents: integer('documents').array().notNull().default(sql`'{}'::integer[]`),
    message: text('message'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('business_claims_business_idx').on(t.businessId), index('business_claims_user_idx').on(t.userId)],
);

export const businessAnalytics = pgTable(
  'business_analytics',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    phoneClicks: integer('phone_clicks').notNull().default(0),
    websiteClicks: integer('website_clicks').notNull().default(0),
    directionsClicks: integer('directions_clicks').notNull().default(0),
    /** YYYY-MM-DD in Europe/Istanbul. */
    date: varchar('date', { length: 10 }).notNull(),
  },
  (t) => [uniqueIndex('business_analytics_business_date_unique').on(t.businessId, t.date)],
);

// ---------------------------------------------------------------------------------------------
// Advertising, pricing, promotion
// ---------------------------------------------------------------------------------------------
/** One source of truth for prices (decision 16): owner plans and ad packages, editable by admins. */
export const priceList = pgTable(
  'price_list',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(), // 'plan' | 'ad_package'
    code: varchar('code', { length: 20 }).notNull(), // free|basic|premium / basic|premium|enterprise
    name: varchar('name', { length: 80 }).notNull(),
    /** Whole lira per 30 days. */
    monthlyPrice: integer('monthly_price').notNull(),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
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

export const advertisementRequests = pgTable(
  'advertisement_requests',
  {
    id: serial('id').primaryKey(),
    businessName: varchar('business_name', { length: 160 }).notNull(),
    contactPerson: varchar('contact_person', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    packageType: adPackage('package_type').notNull(),
    duration: smallint('duration').notNull().default(1),
    message: text('message'),
    status: adRequestStatus('status').notNull().default('contact_pending'),
    totalCost: numeric('total_cost', { precision: 10, scale: 2 }).notNull(),
    startDate: ts('start_date'),
    endDate: ts('end_date'),
    adContent: jsonb('ad_content').$type<{
      title?: string;
      description?: string;
      image?: string;
      features?: string[];
      bannerAd?: boolean;
      socialMedia?: { instagram?: string; facebook?: string };
      customLandingPage?: boolean;
      apiIntegration?: boolean;
    }>(),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactedAt: ts('contacted_at'),
    customizedAt: ts('customized_at'),
    liveAt: ts('live_at'),
    endedAt: ts('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('advertisement_requests_status_idx').on(t.status)],
);

export const advertisements = pgTable('advertisements', {
  id: serial('id').primaryKey(),
  businessName: varchar('business_name', { length: 160 }).notNull(),
  contactPerson: varchar('contact_person', { length: 120 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  packageType: adPackage('package_type').notNull(),
  duration: smallint('duration').notNull().default(1),
  message: text('message'),
  status: advertisementStatus('status').notNull().default('pending'),
  totalCost: numeric('total_cost', { precision: 10, scale: 2 }).notNull(),
  startDate: ts('start_date'),
  endDate: ts('end_date'),
  requestId: integer('request_id').references(() => advertisementRequests.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const promotionalLeads = pgTable(
  'promotional_leads',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    businessName: varchar('business_name', { length: 160 }),
    source: varchar('source', { length: 40 }).notNull().default('welcome_popup'),
    status: leadStatus('status').notNull().default('new'),
    /** Evidence of commercial e-mail consent (Law 6563): when, the text shown and its version, from where. */
    consentAt: ts('consent_at'),
    consentText: text('consent_text'),
    consentVersion: varchar('consent_version', { length: 20 }),
    consentIp: varchar('consent_ip', { length: 64 }),
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }),
    unsubscribedAt: ts('unsubscribed_at'),
    contactedAt: ts('contacted_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promotional_leads_email_source_unique').on(t.email, t.source)],
);

// ---------------------------------------------------------------------------------------------
// Visitor statistics (never raw IP addresses; decision 18)
// ---------------------------------------------------------------------------------------------
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The search's dictionary: every distinct folded word of the businesses' search documents, with how many
 * businesses use it anywhere, in the name, in the name or category, and in the name, category or features.
 * Small (thousands of rows where businesses are 100,000s), so typo correction runs its trigram similarity
 * here, and the counts tell the search how common a word is before it asks the businesses table.
 * Kept by `reindexBusinesses`.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    businessCount: integer('business_count').notNull().default(0),
    nameCount: integer('name_count').notNull().default(0),
    nameCategoryCount: integer('name_category_count').notNull().default(0),
    nameCategoryFeatureCount: integer('name_category_feature_count').notNull().default(0),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    // Prefix lookups ("word begins with kebap") as a byte-ordered range scan.
    index('search_words_prefix_idx').on(sql`(${t.word} COLLATE "C")`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Operations: uploads, e-mail outbox, rate limits, audit log, rebuilds
// ---------------------------------------------------------------------------------------------
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** Storage key (path in DATA_DIR/uploads or object key). */
    key: varchar('key', { length: 300 }).notNull().unique(),
    kind: varchar('kind', { length: 30 }).notNull(), // business_photo | owner_document | claim_document | review_photo
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    originalName: varchar('original_name', { length: 255 }),
    isPrivate: boolean('is_private').notNull().default(false),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerUserId)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 250 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** Set while one sender holds the row, so several instances never send the same mail twice. */
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    messageId: varchar('message_id', { length: 250 }),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Fixed-window counters shared by every instance (decision 20). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_expires_idx').on(t.expiresAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'cli' for the operator's command line. */
    actorLabel: varchar('actor_label', { length: 160 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 40 }),
    targetId: varchar('target_id', { length: 40 }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_created_idx').on(t.createdAt)],
);

/** Site rebuild requests: a change to public pages inserts a pending row; the scheduled function builds once for all. */
export const siteBuilds = pgTable(
  'site_builds',
  {
    id: serial('id').primaryKey(),
    reason: varchar('reason', { length: 200 }).notNull(),
    status: buildStatus('status').notNull().default('pending'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    /** The build that served this request (several requests share one build). */
    buildId: integer('build_id'),
    error: text('error'),
  },
  (t) => [index('site_builds_status_idx').on(t.status)],
);

