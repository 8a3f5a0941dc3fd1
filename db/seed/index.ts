/**
 * Seeding: reference data (categories, districts, prices) that every installation needs, and the SAMPLE
 * businesses for a fresh installation, demos and tests.
 *
 *  - `seedReference`: idempotent; categories upserted by slug and districts by name (code wins, counts are
 *    kept); prices and duration discounts only inserted when missing (admins edit them afterwards).
 *  - `seedSample`: inserts the sample businesses as approved, `source: 'seed'`.
 *  - `seedIfEmpty`: reference data always; sample businesses only on an empty businesses table.
 *  - `reseedSample`: replaces the `source: 'seed'` businesses in one transaction.
 *  - Sample businesses come with SAMPLE reviews (sample-reviews.ts) from SAMPLE accounts
 *    (`@ornek-yorumcu.example`); their rating and review count are computed from those reviews.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts, durationDiscounts, priceList, reviews, users } from '#db/schema/index.ts';
import { refreshCategoryCounts } from '#features/businesses/public.ts';
import { reindexBusinesses } from '#features/search/search-index.ts';
import { businessSearchKey } from '#lib/turkish.ts';
import { isTrMobile, normalizeTrPhone } from '#lib/phone.ts';
import { categorySeeds } from '#lib/reference/categories.ts';
import { districtSeeds } from '#lib/reference/districts.ts';
import { sampleBusinesses } from './sample-businesses.ts';
import { reviewerEmail, sampleReviewers, sampleReviewsFor } from './sample-reviews.ts';

export { sampleBusinesses } from './sample-businesses.ts';

export const SAMPLE_SUBMITTER_NAME = 'Adana Rehberi örnek veri';

/** Serialises concurrent seeding (several instances starting at once) on one advisory lock. */
const SEED_LOCK_KEY = 417_202_601;

// ---------------------------------------------------------------------------------------------
// Prices (spec §9): owner plans per month and ad packages per 30 days, in whole lira.
// ---------------------------------------------------------------------------------------------
export interface PriceSeed {
  kind: 'plan' | 'ad_package';
  code: string;
  name: string;
  monthlyPrice: number;
  highlighted: boolean;
}

export const priceSeeds: readonly PriceSeed[] = [
  { kind: 'plan', code: 'free', name: 'Ücretsiz', monthlyPrice: 0, highlighted: false },
  { kind: 'plan', code: 'basic', name: 'Temel', monthlyPrice: 99, highlighted: false },
  { kind: 'plan', code: 'premium', name: 'Premium', monthlyPrice: 199, highlighted: false },
  // Ad packages are named for where the ad appears, never like the owner plans (decision 022).
  { kind: 'ad_package', code: 'basic', name: 'Kategori paketi', monthlyPrice: 299, highlighted: false },
  { kind: 'ad_package', code: 'premium', name: 'Vitrin paketi', monthlyPrice: 599, highlighted: true },
  { kind: 'ad_package', code: 'enterprise', name: 'Banner paketi', monthlyPrice: 1299, highlighted: false },
];

/** Duration in months → discount percent (spec §9). */
export const durationDiscountSeeds: readonly { months: number; discountPercent: number }[] = [
  { months: 1, discountPercent: 0 },
  { months: 3, discountPercent: 10 },
  { months: 6, discountPercent: 15 },
  { months: 12, discountPercent: 20 },
];

/** Inserts the default prices and duration discounts when missing; never overwrites an admin's edits. */
export async function seedPrices(db: Db): Promise<void> {
  await db
    .insert(priceList)
    .values(priceSeeds.map((p) => ({ ...p })))
    .onConflictDoNothing({ target: [priceList.kind, priceList.code] });
  await db
    .insert(durationDiscounts)
    .values([...durationDiscountSeeds])
    .onConflictDoNothing({ target: durationDiscounts.months });
}

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------
export async function seedReference(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(categorySeeds.map((c) => ({ ...c })))
    .onConflictDoUpdate({
      target: categories.slug,
      set: {
        name: sql`excluded.name`,
        icon: sql`excluded.icon`,
        color: sql`excluded.color`,
        description: sql`excluded.description`,
        sortOrder: sql`excluded.sort_order`,
        schemaType: sql`excluded.schema_type`,
      },
    });
  await db
    .insert(districts)
    .values(
      districtSeeds.map((d) => ({
        name: d.name,
        slug: d.slug,
        latitude: d.latitude.toFixed(8),
        longitude: d.longitude.toFixed(8),
        postalCodes: [...d.postalCodes],
      })),
    )
    .onConflictDoUpdate({
      target: districts.name,
      set: {
        slug: sql`excluded.slug`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
        postalCodes: sql`excluded.postal_codes`,
      },
    });
  await seedPrices(db);
}

// ---------------------------------------------------------------------------------------------
// Sample businesses
// ---------------------------------------------------------------------------------------------
async function insertSampleBusinesses(db: Db): Promise<number> {
  const catRows = await db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories);
  const distRows = await db.select({ id: districts.id, name: districts.name }).from(districts);
  const catBySlug = new Map(catRows.map((c) => [c.slug, c]));
  const distByName = new Map(distRows.map((d) => [d.name, d]));
  const now = new Date();

  const rows = sampleBusinesses.map((b) => {
    const cat = catBySlug.get(b.category);
    const dist = distByName.get(b.district);
    if (!cat) throw new Error(`Sample business "${b.name}": unknown category ${b.category}`);
    if (!dist) throw new Error(`Sample business "${b.name}": unknown district ${b.district}`);
    const phone = normalizeTrPhone(b.phone);
    if (!phone) throw new Error(`Sample business "${b.name}": invalid phone ${b.phone}`);
    return {
      name: b.name,
      categoryId: cat.id,
      subcategory: b.subcategory,
      description: b.description,
      address: b.address,
      districtId: dist.id,
      latitude: b.latitude.toFixed(8),
      longitude: b.longitude.toFixed(8),
      phone,
      email: b.email ?? null,
      website: b.website ?? null,
      // A sample business reached on a mobile is on WhatsApp with it (the page's "WhatsApp’tan yaz").
      whatsapp: isTrMobile(phone) ? phone : null,
      // Computed from the sample reviews below (insertSampleReviews), like every business's.
      rating: '0.0',
      reviewCount: 0,
      priceRange: b.priceRange,
      images: [...b.images],
      features: [...b.features],
      hours: b.hours,
      isOpen: true,
      isFeatured: b.isFeatured ?? false,
      status: 'approved' as const,
      emailVerified: true,
      submitterName: SAMPLE_SUBMITTER_NAME,
      source: 'seed' as const,
      searchKey: businessSearchKey({
        name: b.name,
        category: cat.name,
        subcategory: b.subcategory,
        description: b.description,
        features: b.features,
        address: b.address,
        district: dist.name,
      }),
      submittedAt: now,
      approvedAt: now,
    };
  });
  if (rows.length > 0) {
    const inserted = await db.insert(businesses).values(rows).returning({ id: businesses.id });
    await insertSampleReviews(
      db,
      inserted.map((r) => r.id),
    );
  }
  return rows.length;
}

/**
 * The SAMPLE reviewers (upserted by address) and the SAMPLE reviews of the sample businesses (`ids` in the
 * order of `sampleBusinesses`), approved; then each business's rating and count computed from its
 * approved reviews, as src/features/reviews/aggregate.ts does after every decision.
 */
async function insertSampleReviews(db: Db, ids: readonly number[]): Promise<void> {
  const reviewers = await db
    .insert(users)
    .values(sampleReviewers.map((name, i) => ({ name, email: reviewerEmail(i), isVerified: true })))
    .onConflictDoUpdate({ target: users.email, set: { name: sql`excluded.name` } })
    .returning({ id: users.id, email: users.email });
  const userByEmail = new Map(reviewers.map((r) => [r.email, r.id]));
  const now = Date.now();
  const rows = sampleBusinesses.flatMap((b, i) => {
    const businessId = ids[i];
    if (businessId === undefined) return [];
    return sampleReviewsFor(b, i).map((r) => {
      const at = new Date(now - r.daysAgo * 86_400_000 - (i % 24) * 3_600_000);
      return {
        businessId,
        userId: userByEmail.get(reviewerEmail(r.reviewer))!,
        rating: r.rating,
        title: r.title,
        content: r.content,
        status: 'approved' as const,
        approvedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    });
  });
  if (rows.length) await db.insert(reviews).values(rows).onConflictDoNothing();
  if (ids.length) {
    await db.execute(sql`
      UPDATE businesses b SET rating = a.rating, review_count = a.n
      FROM (SELECT business_id, round(avg(rating)::numeric, 1) AS rating, count(*)::int AS n
            FROM reviews WHERE status = 'approved' AND business_id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
            GROUP BY business_id) a
      WHERE b.id = a.business_id`);
  }
}

/** Inserts the sample businesses (approved, `source: 'seed'`), refreshes the category counts and the search index. */
export async function seedSample(db: Db): Promise<number> {
  const inserted = await insertSampleBusinesses(db);
  await refreshCategoryCounts(db);
  await reindexBusinesses(db);
  return inserted;
}

/** The shared per-category pictures sample businesses had before they got their own (decision 017). */
const LEGACY_SAMPLE_IMAGE = '^/images/sample/[a-z]+-[0-9]+[.]webp$';

/**
 * Sample businesses seeded before they had photos of their own (decision 017) get them; only rows still
 * showing a shared picture are changed (an admin's or owner's photo edit is kept). Returns how many.
 */
export async function refreshSamplePhotos(db: Db): Promise<number> {
  const legacy = and(eq(businesses.source, 'seed'), sql`${businesses.images}[1] ~ ${LEGACY_SAMPLE_IMAGE}`);
  const [row] = await db.select({ n: count() }).from(businesses).where(legacy);
  if (!row?.n) return 0;
  let changed = 0;
  for (const b of sampleBusinesses) {
    const done = await db
      .update(businesses)
      .set({ images: [...b.images] })
      .where(and(legacy, eq(businesses.name, b.name)))
      .returning({ id: businesses.id });
    changed += done.length;
  }
  return changed;
}

export interface SeedResult {
  /** Categories, districts and prices were ensured. */
  reference: true;
  /** Number of sample businesses inserted (0 when skipped). */
  sampleInserted: number;
  /** Why no sample data was inserted, when it was not. */
  sampleSkipped?: 'disabled' | 'not_empty';
}

/**
 * Ensures the reference data; inserts the sample businesses only when `sample` is true and the businesses
 * table is empty. Safe to run at every start and from several instances at once.
 */
export async function seedIfEmpty(db: Db, { sample }: { sample: boolean }): Promise<SeedResult> {
  return db.transaction(async (t) => {
    await t.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    await seedReference(t);
    if (!sample) return { reference: true, sampleInserted: 0, sampleSkipped: 'disabled' } as const;
    const [row] = await t.select({ n: count() }).from(businesses);
    if ((row?.n ?? 0) > 0) {
      await refreshSamplePhotos(t);
      return { reference: true, sampleInserted: 0, sampleSkipped: 'not_empty' } as const;
    }
    const sampleInserted = await seedSample(t);
    return { reference: true, sampleInserted } as const;
  });
}

/** Deletes the `source: 'seed'` businesses and inserts the current sample set again, in one transaction. */
export async function reseedSample(db: Db): Promise<{ deleted: number; inserted: number }> {
  return db.transaction(async (t) => {
    await t.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    await seedReference(t);
    const deleted = await t.delete(businesses).where(eq(businesses.source, 'seed')).returning({ id: businesses.id });
    const inserted = await seedSample(t);
    return { deleted: deleted.length, inserted };
  });
}
