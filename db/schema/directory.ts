/**
 * The directory: categories, districts and businesses, with what search and the map derive from them (the
 * map's pre-aggregated grid, the search's dictionary).
 */
import type { OpeningHours } from '../../src/lib/hours.ts';
import type { SpecialHours } from '../../src/lib/special-hours.ts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  type ExtraConfigColumn,
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
import { textList, timestamps, timestamptz } from './columns.ts';
import { businessSource, businessStatus, priceRange } from './enums.ts';

/**
 * The lists' default order ('recommended', src/features/businesses/lists.ts `orderFor`) as index columns:
 * `DESC` there is PostgreSQL's `DESC NULLS FIRST`.
 */
const recommendedOrder = (t: Record<'isFeatured' | 'priorityListing' | 'rating' | 'reviewCount' | 'id', ExtraConfigColumn>) =>
  [
    t.isFeatured.desc().nullsFirst(),
    t.priorityListing.desc().nullsFirst(),
    t.rating.desc().nullsFirst(),
    t.reviewCount.desc().nullsFirst(),
    t.id,
  ] as const;

/** A full-text document (written by src/features/search/search-index.ts; never read as a value by the app). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });
/** A set of integer ranges: the minutes of the week a business is open (see business_open_week). */
const int4multirange = customType<{ data: string; driverData: string }>({ dataType: () => 'int4multirange' });

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
  postalCodes: textList('postal_codes'),
});

export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 160 }).notNull(),
    /**
     * Null only for a row an admin's or the operator's import could not decide the category of: it waits in
     * the moderation queue ("Kategori seçilmeli") until an admin chooses one; never approved without one
     * (check `businesses_approved_has_category`), so no public read meets it (decision 015).
     */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    subcategory: varchar('subcategory', { length: 120 }),
    description: text('description').notNull().default(''),
    address: varchar('address', { length: 300 }).notNull(),
    /**
     * Null only for a row an admin's or the operator's OpenStreetMap import could not place in a district (no
     * `addr:district`, no known neighbourhood): it waits in the moderation queue ("İlçe seçilmeli") until an
     * admin chooses one; never approved without one (check `businesses_approved_has_district`).
     */
    districtId: integer('district_id').references(() => districts.id, { onDelete: 'restrict' }),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    /** E.164, e.g. +903224560101. */
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    website: varchar('website', { length: 300 }),
    /** A Turkish mobile number in E.164 (+905321112233), offered on the business page as "WhatsApp'tan yaz". */
    whatsapp: varchar('whatsapp', { length: 20 }),
    /** Computed from approved reviews written on this site; never from Google. */
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0.0'),
    reviewCount: integer('review_count').notNull().default(0),
    // Nullable: an import without a price range shows none (decision 015); the form's default stays 'Orta'.
    priceRange: priceRange('price_range').default('Orta'),
    images: textList('images'),
    features: textList('features'),
    /** Opening hours as the business page computes "Açık"/"Kapalı" from: per weekday, zero to two ranges. */
    hours: jsonb('hours').$type<OpeningHours>().notNull().default({}),
    /**
     * Special days and what the business does on public holidays (src/lib/special-hours.ts, decision 025);
     * null: none. Expanded into `business_hours_overrides` whenever it is written.
     */
    specialHours: jsonb('special_hours').$type<SpecialHours>(),
    /** false = temporarily closed (the open/closed badge itself is computed from the hours). */
    isOpen: boolean('is_open').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    /**
     * `isFeatured` was turned on by an owner's premium plan (src/features/owners/admin.ts `applyFeatured`):
     * the plan's end clears only such a flag, never one an admin set by hand (whose edit resets this).
     */
    featuredByPlan: boolean('featured_by_plan').notNull().default(false),
    /**
     * An approved owner's plan has `priorityListing` (#lib/plan-capabilities.ts): the listing comes first among
     * equally relevant ones in the default order of lists and search, labelled "Öncelikli" (decision 023).
     * Kept by src/features/owners/admin.ts `applyFeatured` after every change of a plan or an ownership.
     */
    priorityListing: boolean('priority_listing').notNull().default(false),
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
    /**
     * The OpenStreetMap element this business was imported from (`node/123`, `way/456`, `relation/7`;
     * PD23): a re-import of a newer extract updates the business by it. Null for anything else.
     */
    osmId: varchar('osm_id', { length: 40 }),
    /**
     * The values the last OSM import wrote, by field (src/features/listings/osm-reimport.ts): a re-import
     * changes a field only while the stored value still equals what OSM gave last time, so a field an owner
     * or admin changed since is never overwritten. Null for a business not imported from OSM.
     */
    osmImported: jsonb('osm_imported').$type<Record<string, unknown>>(),
    /** Folded (Turkish case and diacritics) text of the searchable fields, kept by the code that writes. */
    searchKey: text('search_key').notNull().default(''),
    /**
     * The search's weighted words (name A, category/subcategory B, features C, description/address/district
     * D), folded. Kept by `reindexBusinesses` (src/features/search/search-index.ts): call it after writing a
     * business.
     */
    searchDocument: tsvector('search_document')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * Minutes of the week (Monday 00:00 = 0, Europe/Istanbul) the opening hours cover, for "open now";
     * computed by PostgreSQL from `hours` (function in migration 0001_search_functions).
     */
    openWeek: int4multirange('open_week').generatedAlwaysAs(sql`business_open_week(hours)`),
    /** The hours of the week (0 = Monday 00:00–00:59 … 167) the business is open in, for an index on "open now". */
    openHours: smallint('open_hours')
      .array()
      .generatedAlwaysAs(sql`business_open_hours(hours)`),
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
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    approvedAt: timestamptz('approved_at'),
    ...timestamps(),
  },
  (t) => [
    index('businesses_status_category_idx').on(t.status, t.categoryId),
    index('businesses_status_district_idx').on(t.status, t.districtId),
    index('businesses_featured_idx').on(t.status, t.isFeatured),
    // The few paid listings a list puts first (src/features/search/priority.ts reads them apart from the rest).
    index('businesses_priority_idx')
      .on(t.id)
      .where(sql`${t.priorityListing} AND ${t.status} = 'approved'`),
    index('businesses_geo_idx').on(t.latitude, t.longitude),
    uniqueIndex('businesses_google_cid_unique').on(t.googleCid),
    uniqueIndex('businesses_google_place_unique').on(t.googlePlaceId),
    uniqueIndex('businesses_osm_id_unique').on(t.osmId),
    index('businesses_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    // Search (src/features/search/search.ts), approved businesses only: the document's words, also of its
    // name (A), name and category (A, B) and name, category and features (A, B, C) parts, and the hours open.
    index('businesses_search_document_idx')
      .using('gin', t.searchDocument)
      .where(sql`${t.status} = 'approved'`),
    index('businesses_search_a_idx')
      .using('gin', sql`ts_filter(${t.searchDocument}, '{a}')`)
      .where(sql`${t.status} = 'approved'`),
    index('businesses_search_ab_idx')
      .using('gin', sql`ts_filter(${t.searchDocument}, '{a,b}')`)
      .where(sql`${t.status} = 'approved'`),
    index('businesses_search_abc_idx')
      .using('gin', sql`ts_filter(${t.searchDocument}, '{a,b,c}')`)
      .where(sql`${t.status} = 'approved'`),
    index('businesses_open_hours_idx')
      .using('gin', t.openHours)
      .where(sql`${t.status} = 'approved'`),
    // Lists and result pages in each sort order, straight from an index.
    index('businesses_list_rating_idx')
      .on(t.rating.desc(), sql`(${t.nameSort} COLLATE "C")`, t.id)
      .where(sql`${t.status} = 'approved'`),
    index('businesses_list_reviews_idx')
      .on(t.reviewCount.desc(), t.rating.desc(), sql`(${t.nameSort} COLLATE "C")`, t.id)
      .where(sql`${t.status} = 'approved'`),
    // The list pages' order ('recommended', src/features/businesses/lists.ts `orderFor`), so a deep page of
    // /businesses or of a category skips index entries instead of sorting (src/features/businesses/list-pages.ts).
    index('businesses_list_recommended_idx')
      .on(...recommendedOrder(t))
      .where(sql`${t.status} = 'approved'`),
    index('businesses_category_recommended_idx')
      .on(t.categoryId, ...recommendedOrder(t))
      .where(sql`${t.status} = 'approved'`),
    index('businesses_list_name_idx')
      .on(sql`(${t.nameSort} COLLATE "C")`, t.id)
      .where(sql`${t.status} = 'approved'`),
    // The map (src/features/search/map.ts): approved businesses with coordinates by tile, covering what the
    // bbox filter, the grid, the filters, "open now" (is_open, open_week) and the best-rated page read, so
    // those are index-only scans.
    index('businesses_map_idx')
      .on(t.mapX, t.mapY, t.latitude, t.longitude, t.categoryId, t.districtId, t.rating, t.id, t.isOpen, t.openWeek)
      .where(sql`${t.status} = 'approved' AND ${t.mapX} IS NOT NULL`),
    // The map's "open now" anywhere (GET /api/map?open=1): the count of the open matches and the first
    // business to open or close soon, by category and district, as index-only scans of a narrow index
    // (the table's rows are wide: at 100,000 businesses ~350 MB against ~13 MB here).
    index('businesses_open_now_idx')
      .on(t.categoryId, t.districtId, t.isOpen, t.openWeek, t.mapX, t.id)
      .where(sql`${t.status} = 'approved'`),
    check('businesses_lat_range', sql`${t.latitude} IS NULL OR (${t.latitude} BETWEEN -90 AND 90)`),
    check('businesses_lng_range', sql`${t.longitude} IS NULL OR (${t.longitude} BETWEEN -180 AND 180)`),
    check('businesses_approved_has_category', sql`${t.categoryId} IS NOT NULL OR ${t.status} <> 'approved'`),
    check('businesses_approved_has_district', sql`${t.districtId} IS NOT NULL OR ${t.status} <> 'approved'`),
  ],
);

/**
 * The map's grid, pre-aggregated (src/features/search/map.ts): per grid level 0–17, cell, category and
 * district, how many approved businesses lie there, the sums of their tiles and ids, and the tiles' extent.
 * Kept by triggers on `businesses` (migration 0003_map), never written by the code. Level 0 also holds, in
 * the cell (-1, -1), the approved businesses without coordinates, so that it answers the map's totals.
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

/**
 * Stretches of time when a business's hours differ from its week (decision 025): its special days and public
 * holidays expanded from `businesses.special_hours` (src/features/businesses/hours-overrides.ts rewrites a
 * business's rows whenever that is written). A stretch is never longer than two days (a day and its hours past
 * midnight), so "in force at t" reads the index on `starts_at` between t − 2 days and t. Every "open now" reads them: in SQL (the search's and the
 * map's `open=1`) and in JavaScript (`openNow`, the business page). An open stretch wins over a closed one.
 */
export const businessHoursOverrides = pgTable(
  'business_hours_overrides',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    open: boolean('open').notNull(),
    label: varchar('label', { length: 120 }),
  },
  (t) => [
    index('business_hours_overrides_time_idx').on(t.startsAt),
    index('business_hours_overrides_business_idx').on(t.businessId, t.endsAt),
  ],
);

/**
 * On-duty pharmacies (nöbetçi eczaneler) by duty day, uploaded by admins from the chamber's schedule: a duty
 * runs from `starts_at` (the duty day's change time, 08:30 by default) to `ends_at` (the next day's). A row
 * matched to a listed pharmacy (`business_id`) keeps it open through the night for "Şimdi açık"; an unmatched
 * one is shown with the name, address and phone the schedule gives.
 */
export const pharmacyDuties = pgTable(
  'pharmacy_duties',
  {
    id: serial('id').primaryKey(),
    dutyDate: varchar('duty_date', { length: 10 }).notNull(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 160 }).notNull(),
    address: varchar('address', { length: 300 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** Where the schedule came from ("Adana Eczacı Odası"), shown on the page. */
    source: varchar('source', { length: 160 }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('pharmacy_duties_time_idx').on(t.startsAt), index('pharmacy_duties_date_idx').on(t.dutyDate, t.districtId)],
);
