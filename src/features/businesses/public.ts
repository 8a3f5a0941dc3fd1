/**
 * Queries for what the public sees. Only approved businesses are ever returned, and category counts
 * count approved businesses only. Shared by the build (pre-built pages) and the public API functions;
 * filtered, sorted and paged lists are in `listing.ts`.
 */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts } from '#db/schema/index.ts';
import type { ApiCategory, PublicBusiness, PublicBusinessListItem, PublicCategory, PublicDistrict } from '#lib/contract/businesses.ts';
import { PUBLIC_DETAIL_FIELDS } from '#lib/business-fields.ts';
import type { OpeningHours } from '#lib/hours.ts';
import type { SpecialHours } from '#lib/special-hours.ts';
import { businessColumns } from './business-columns.ts';
import { slugifyTr } from '#lib/turkish.ts';

export type { ApiCategory, PublicBusiness, PublicBusinessListItem, PublicCategory, PublicDistrict } from '#lib/contract/businesses.ts';

const num = (v: string | null) => (v === null ? null : Number(v));

/** Longest category or district name or slug looked up; anything longer is not one. */
const MAX_LOOKUP_LENGTH = 100;
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

/** True when `value` can be looked up as a name or slug (short, no control characters PostgreSQL refuses). */
export function isLookupText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_LOOKUP_LENGTH && !CONTROL_RE.test(value);
}

/** Matches a category or district by slug (`restoranlar`, `cukurova`) or exact name (`Restoranlar`, `Çukurova`). */
export function slugOrNameMatches(table: typeof categories | typeof districts, value: string) {
  const text = value.trim();
  return or(eq(table.slug, slugifyTr(text)), eq(table.name, text))!;
}

/** Approved businesses per category, computed (never a stale counter). */
function approvedCounts(db: Db) {
  return db
    .select({ categoryId: businesses.categoryId, n: sql<number>`count(*)::int`.as('n') })
    .from(businesses)
    .where(eq(businesses.status, 'approved'))
    .groupBy(businesses.categoryId)
    .as('approved_counts');
}

function categoryQuery(db: Db) {
  const counts = approvedCounts(db);
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      icon: categories.icon,
      color: categories.color,
      description: categories.description,
      businessCount: sql<number>`coalesce(${counts.n}, 0)::int`,
      schemaType: categories.schemaType,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .$dynamic();
}

const toCategory = (r: PublicCategory): PublicCategory => ({ ...r, businessCount: Number(r.businessCount) });

/** Every category in display order, each with its number of approved businesses. */
export async function listCategories(db: Db): Promise<PublicCategory[]> {
  const rows = await categoryQuery(db).orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map(toCategory);
}

/** One category by slug or exact name (see `slugOrNameMatches`), or null. */
export async function findCategory(db: Db, slugOrName: string): Promise<PublicCategory | null> {
  if (!isLookupText(slugOrName)) return null;
  const rows = await categoryQuery(db)
    .where(slugOrNameMatches(categories, slugOrName))
    // An exact slug match wins over a name match (a name could equal another category's slug).
    .orderBy(sql`(${categories.slug} = ${slugOrName.trim()}) desc`, asc(categories.id))
    .limit(1);
  return rows[0] ? toCategory(rows[0]) : null;
}

/** The JSON API's category shape. */
export function toApiCategory(c: PublicCategory): ApiCategory {
  return { id: c.id, name: c.name, slug: c.slug, icon: c.icon, color: c.color, description: c.description, businessCount: c.businessCount };
}

export async function listDistricts(db: Db): Promise<PublicDistrict[]> {
  const rows = await db.select().from(districts).orderBy(asc(districts.id));
  return rows.map((d) => ({ id: d.id, name: d.name, slug: d.slug, latitude: Number(d.latitude), longitude: Number(d.longitude) }));
}

export const publicBusinessColumns = {
  id: businesses.id,
  name: businesses.name,
  category: categories.name,
  categorySlug: categories.slug,
  subcategory: businesses.subcategory,
  description: businesses.description,
  address: businesses.address,
  district: districts.name,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  phone: businesses.phone,
  // e-mail, WhatsApp, website: the business's own record only (not in list items)
  ...businessColumns(PUBLIC_DETAIL_FIELDS),
  rating: businesses.rating,
  reviewCount: businesses.reviewCount,
  priceRange: businesses.priceRange,
  images: businesses.images,
  features: businesses.features,
  hours: businesses.hours,
  isOpen: businesses.isOpen,
  isFeatured: businesses.isFeatured,
  priorityListing: businesses.priorityListing,
  osmId: businesses.osmId,
  specialHours: businesses.specialHours,
  approvedAt: businesses.approvedAt,
  updatedAt: businesses.updatedAt,
};

type Row = {
  [K in keyof typeof publicBusinessColumns]: unknown;
};

/** The columns of a list item (`PublicBusinessListItem`). */
export const listItemColumns = {
  id: businesses.id,
  name: businesses.name,
  description: businesses.description,
  category: categories.name,
  categorySlug: categories.slug,
  subcategory: businesses.subcategory,
  district: districts.name,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  address: businesses.address,
  rating: businesses.rating,
  reviewCount: businesses.reviewCount,
  phone: businesses.phone,
  priceRange: businesses.priceRange,
  images: businesses.images,
  features: businesses.features,
  isFeatured: businesses.isFeatured,
  priorityListing: businesses.priorityListing,
  isOpen: businesses.isOpen,
  hours: businesses.hours,
  specialHours: businesses.specialHours,
};

type ListRow = {
  [K in keyof typeof listItemColumns]: unknown;
};

export function toListItem(r: ListRow): PublicBusinessListItem {
  const row = r as Record<string, unknown>;
  return {
    id: row.id as number,
    name: row.name as string,
    description: row.description as string,
    category: row.category as string,
    categorySlug: row.categorySlug as string,
    subcategory: (row.subcategory as string | null) ?? null,
    district: row.district as string,
    latitude: num(row.latitude as string | null),
    longitude: num(row.longitude as string | null),
    address: row.address as string,
    rating: Number(row.rating),
    reviewCount: Number(row.reviewCount),
    phone: (row.phone as string | null) ?? null,
    priceRange: row.priceRange as string | null,
    images: (row.images as string[] | null) ?? [],
    features: (row.features as string[] | null) ?? [],
    isFeatured: Boolean(row.isFeatured),
    priorityListing: Boolean(row.priorityListing),
    isOpen: Boolean(row.isOpen),
    hours: (row.hours as OpeningHours | null) ?? {},
    // only when there are some: the cards' "open now" honours them (issue 30)
    ...(row.specialHours ? { specialHours: row.specialHours as SpecialHours } : {}),
  };
}

export function toPublicBusiness(r: Row): PublicBusiness {
  const row = r as Record<string, unknown>;
  return {
    ...(row as unknown as PublicBusiness),
    latitude: num(row.latitude as string | null),
    longitude: num(row.longitude as string | null),
    rating: Number(row.rating),
    priorityListing: Boolean(row.priorityListing),
    osmId: (row.osmId as string | null) ?? null,
    specialHours: (row.specialHours as PublicBusiness['specialHours']) ?? null,
    approvedAt: row.approvedAt ? (row.approvedAt as Date).toISOString() : null,
    updatedAt: (row.updatedAt as Date).toISOString(),
  };
}

export function approvedBusinessesQuery(db: Db) {
  return db
    .select(publicBusinessColumns)
    .from(businesses)
    .innerJoin(categories, eq(businesses.categoryId, categories.id))
    .innerJoin(districts, eq(businesses.districtId, districts.id))
    .where(eq(businesses.status, 'approved'))
    .$dynamic();
}

export async function listApprovedBusinesses(db: Db): Promise<PublicBusiness[]> {
  const rows = await approvedBusinessesQuery(db).orderBy(
    desc(businesses.isFeatured),
    desc(businesses.priorityListing),
    desc(businesses.rating),
    asc(businesses.id),
  );
  return rows.map(toPublicBusiness);
}

export async function getApprovedBusiness(db: Db, id: number): Promise<PublicBusiness | null> {
  const rows = await db
    .select(publicBusinessColumns)
    .from(businesses)
    .innerJoin(categories, eq(businesses.categoryId, categories.id))
    .innerJoin(districts, eq(businesses.districtId, districts.id))
    .where(and(eq(businesses.status, 'approved'), eq(businesses.id, id)))
    .limit(1);
  return rows[0] ? toPublicBusiness(rows[0]) : null;
}

/** Recomputes every category's count of approved businesses (after approvals, imports, seeding). */
export async function refreshCategoryCounts(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE ${categories} c SET business_count = coalesce(
      (SELECT count(*) FROM ${businesses} b WHERE b.category_id = c.id AND b.status = 'approved'), 0)`);
}
