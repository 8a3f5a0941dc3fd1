import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { businesses, categories, districts, durationDiscounts, priceList, reviews, users } from '#db/schema/index.ts';
import { SAMPLE_REVIEWER_DOMAIN } from './sample-reviews.ts';
import { foldTurkish } from '#lib/turkish.ts';
import { categorySeeds } from '#lib/reference/categories.ts';
import { districtSeeds } from '#lib/reference/districts.ts';
import { sampleBusinesses } from './sample-businesses.ts';
import { reseedSample, seedIfEmpty } from './index.ts';
import { photoFiles, photoSvg } from './generate-photos.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = path.join(root, 'public');

const SLUGS = [
  'restoranlar',
  'oteller',
  'kafeler',
  'barlar',
  'gelinlik',
  'saglik',
  'guzellik',
  'alisveris',
  'spor',
  'egitim',
  'otomotiv',
  'piknik',
];

async function freshDb(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  return database;
}

/** WCAG relative luminance contrast between two hex colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [l1, l2] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

describe('seed data (static checks)', () => {
  it('has the 12 categories with distinct, accessible colours', () => {
    expect(categorySeeds.map((c) => c.slug)).toEqual(SLUGS);
    expect(new Set(categorySeeds.map((c) => c.color.toLowerCase())).size).toBe(12);
    for (const c of categorySeeds) {
      expect(c.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(contrast(c.color, '#FFFFFF'), `${c.slug} ${c.color}`).toBeGreaterThanOrEqual(4.5);
      expect(c.description.length).toBeGreaterThan(20);
      expect(c.icon).toMatch(/^[a-z-]+$/);
    }
  });

  it('has well-formed sample businesses', () => {
    expect(sampleBusinesses.length).toBeGreaterThanOrEqual(84);
    const names = sampleBusinesses.map((b) => b.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(sampleBusinesses.map((b) => b.phone)).size).toBe(sampleBusinesses.length);
    const featured = sampleBusinesses.filter((b) => b.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(14);
    for (const slug of SLUGS) expect(sampleBusinesses.filter((b) => b.category === slug)).toHaveLength(7);
    // Names useful for Turkish search tests.
    for (const n of ['Işık Kafe', 'Şükrü Usta Kebap', 'Güllüoğlu Baklava']) expect(names).toContain(n);
    for (const ch of ['İ', 'ı', 'ş', 'ğ', 'ç', 'ö', 'ü'])
      expect(
        names.some((n) => n.includes(ch)),
        ch,
      ).toBe(true);

    for (const b of sampleBusinesses) {
      const d = districtSeeds.find((x) => x.name === b.district)!;
      const label = b.name;
      // Address: neighbourhood of the district, "No:", a postal code of the district, "District/Adana".
      const m = /No:\d+[A-Z]?, (\d{5}) (\S+)\/Adana$/u.exec(b.address);
      expect(m, `${label}: ${b.address}`).not.toBeNull();
      expect(d.postalCodes, label).toContain(m![1]);
      expect(m![2], label).toBe(b.district);
      if (b.district !== 'Karaisalı')
        expect(
          d.neighbourhoods.some((n) => b.address.startsWith(`${n} Mah.`)),
          label,
        ).toBe(true);
      // Coordinates: 6 decimals, near the district centre (~2 km for the urban districts).
      for (const v of [b.latitude, b.longitude]) expect(String(v), label).toMatch(/^\d{2}\.\d{6}$/);
      const near = b.district === 'Karaisalı' ? 0.15 : 0.025;
      expect(Math.abs(b.latitude - d.latitude), label).toBeLessThan(near);
      expect(Math.abs(b.longitude - d.longitude), label).toBeLessThan(near);
      expect(b.phone, label).toMatch(/^\+90(322|5\d\d)\d{7}$/);
      if (b.email) expect(b.email, label).toMatch(/^[a-z0-9.]+@[a-z0-9-]+\.example$/);
      if (b.website) expect(b.website, label).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(b.features.length, label).toBeGreaterThanOrEqual(2);
      expect(b.features.length, label).toBeLessThanOrEqual(5);
      expect(b.images.length, label).toBeGreaterThanOrEqual(2);
      expect(b.images.length, label).toBeLessThanOrEqual(3);
      expect(b.rating, label).toBeGreaterThanOrEqual(3.5);
      expect(b.rating, label).toBeLessThanOrEqual(4.9);
      expect(Number.isInteger(b.rating * 10), label).toBe(true);
      expect(b.description.length, label).toBeGreaterThan(30);
      if (b.category === 'piknik') expect(b.priceRange, label).toBe('Ücretsiz');
      for (const ranges of Object.values(b.hours)) {
        expect(ranges.length, label).toBeLessThanOrEqual(2);
        for (const [open, close] of ranges) {
          expect(open, label).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(close, label).toMatch(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
        }
      }
    }
  });

  it('covers the opening-hour cases the pages must handle', () => {
    const all = sampleBusinesses.map((b) => b.hours);
    expect(all.some((h) => (h.sun ?? []).length === 0)).toBe(true); // closed on Sunday
    expect(all.some((h) => (h.mon ?? []).length === 2)).toBe(true); // split shift
    expect(all.some((h) => (h.fri ?? []).some(([o, c]) => c < o))).toBe(true); // past midnight
    expect(all.some((h) => (h.mon ?? []).some(([o, c]) => o === '00:00' && c === '24:00'))).toBe(true); // 24 hours
  });

  it('gives every sample business photos of its own, in every size and format, under 6 MB in total (decision 017)', () => {
    const seen = new Set<string>();
    let total = 0;
    for (const b of sampleBusinesses) {
      for (const url of b.images) {
        expect(seen.has(url), url).toBe(false);
        seen.add(url);
        for (const f of photoFiles(url)) {
          const buf = fs.readFileSync(path.join(publicDir, f.url));
          if (f.format === 'webp') {
            expect(buf.subarray(0, 4).toString('latin1'), f.url).toBe('RIFF');
            expect(buf.subarray(8, 12).toString('latin1'), f.url).toBe('WEBP');
          } else {
            expect(buf.subarray(4, 12).toString('latin1'), f.url).toBe('ftypavif');
          }
          expect(buf.length, f.url).toBeLessThan(60 * 1024);
          total += buf.length;
        }
      }
    }
    // Nothing else is shipped there (no leftovers of renamed businesses).
    const files = fs.readdirSync(path.join(publicDir, 'images/sample'), { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    expect(files.length).toBe(seen.size * photoFiles('/images/sample/x/y.webp').length);
    expect(total).toBeLessThan(6 * 1024 * 1024);
  });

  it('draws different pictures for different businesses (seeded by the business)', () => {
    const [a, b] = sampleBusinesses.filter((x) => x.category === 'restoranlar');
    expect(photoSvg(a!, 1)).not.toBe(photoSvg(b!, 1));
    expect(photoSvg(a!, 2)).not.toBe(photoSvg(b!, 2));
    expect(photoSvg(a!, 1)).toBe(photoSvg(a!, 1));
    expect(photoSvg(a!, 1)).toContain('Şükrü Usta Kebap');
  });
});

describe('seedIfEmpty with sample data', () => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDb();
    const first = await seedIfEmpty(database.db, { sample: true });
    expect(first.sampleInserted).toBeGreaterThanOrEqual(80);
    const second = await seedIfEmpty(database.db, { sample: true });
    expect(second).toEqual({ reference: true, sampleInserted: 0, sampleSkipped: 'not_empty' });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('has the 12 categories with the exact slugs and the 5 districts', async () => {
    const { db } = database;
    const cats = await db.select().from(categories).orderBy(asc(categories.sortOrder));
    expect(cats.map((c) => c.slug)).toEqual(SLUGS);
    expect(cats.map((c) => c.name)).toEqual([
      'Restoranlar',
      'Oteller',
      'Kafeler',
      'Barlar',
      'Gelinlik',
      'Sağlık',
      'Güzellik',
      'Alışveriş',
      'Spor',
      'Eğitim',
      'Otomotiv',
      'Piknik',
    ]);
    expect(cats.map((c) => c.schemaType)).toContain('CafeOrCoffeeShop');
    const dists = await db.select().from(districts).orderBy(asc(districts.id));
    expect(dists.map((d) => d.name)).toEqual(['Seyhan', 'Yüreğir', 'Çukurova', 'Sarıçam', 'Karaisalı']);
    expect(dists.map((d) => d.slug)).toEqual(['seyhan', 'yuregir', 'cukurova', 'saricam', 'karaisali']);
  });

  it('inserts at least 80 approved sample businesses in every category and district', async () => {
    const { db } = database;
    const rows = await db.select().from(businesses);
    const approved = rows.filter((b) => b.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(80);
    const cats = await db.select().from(categories);
    const dists = await db.select().from(districts);
    for (const c of cats)
      expect(
        approved.some((b) => b.categoryId === c.id),
        c.slug,
      ).toBe(true);
    for (const d of dists)
      expect(
        approved.some((b) => b.districtId === d.id),
        d.name,
      ).toBe(true);
    for (const b of rows) {
      expect(b.source).toBe('seed');
      expect(b.emailVerified).toBe(true);
      expect(b.approvedAt).toBeInstanceOf(Date);
      expect(b.submitterName).toBe('Adana Rehberi örnek veri');
      expect(b.searchKey).toContain(foldTurkish(b.name));
    }
  });

  it('places every business near its district centre and stores E.164 phones', async () => {
    const { db } = database;
    const dists = new Map((await db.select().from(districts)).map((d) => [d.id, d]));
    const rows = await db.select().from(businesses);
    for (const b of rows) {
      const d = dists.get(b.districtId!)!;
      const max = d.name === 'Karaisalı' ? 0.15 : 0.1;
      expect(Math.abs(Number(b.latitude) - Number(d.latitude)), b.name).toBeLessThanOrEqual(max);
      expect(Math.abs(Number(b.longitude) - Number(d.longitude)), b.name).toBeLessThanOrEqual(max);
      expect(b.phone, b.name).toMatch(/^\+90\d{10}$/);
    }
  });

  it('gives every sample business 2–7 sample reviews and computes its rating and count from them', async () => {
    const t = database;
    const stored = await t.db
      .select({ id: businesses.id, rating: businesses.rating, reviewCount: businesses.reviewCount })
      .from(businesses);
    const fresh = await t.db
      .select({ id: reviews.businessId, n: sql<number>`count(*)::int`, avg: sql<string>`round(avg(${reviews.rating})::numeric, 1)::text` })
      .from(reviews)
      .where(eq(reviews.status, 'approved'))
      .groupBy(reviews.businessId);
    const byId = new Map(fresh.map((f) => [f.id, f]));
    for (const b of stored) {
      const f = byId.get(b.id);
      expect(f, `business ${b.id}`).toBeDefined();
      expect(b.reviewCount).toBe(Number(f!.n));
      expect(b.reviewCount).toBeGreaterThanOrEqual(2);
      expect(b.reviewCount).toBeLessThanOrEqual(7);
      expect(Number(b.rating).toFixed(1)).toBe(Number(f!.avg).toFixed(1));
    }
    // Written by SAMPLE accounts only, clearly marked by their reserved domain; varied ratings.
    const authors = await t.db.selectDistinct({ email: users.email }).from(reviews).innerJoin(users, eq(users.id, reviews.userId));
    for (const a of authors) expect(a.email.endsWith(`@${SAMPLE_REVIEWER_DOMAIN}`)).toBe(true);
    const ratings = new Set((await t.db.select({ r: reviews.rating }).from(reviews)).map((r) => r.r));
    expect(ratings.size).toBeGreaterThanOrEqual(4);
  });

  it('keeps each category businessCount equal to its approved businesses', async () => {
    const { db } = database;
    const counts = await db
      .select({ id: categories.id, businessCount: categories.businessCount, actual: sql<number>`count(${businesses.id})::int` })
      .from(categories)
      .leftJoin(businesses, sql`${businesses.categoryId} = ${categories.id} AND ${businesses.status} = 'approved'`)
      .groupBy(categories.id);
    expect(counts).toHaveLength(12);
    for (const c of counts) {
      expect(c.businessCount).toBe(c.actual);
      expect(c.businessCount).toBeGreaterThan(0);
    }
  });

  it('finds businesses by the folded search key in any spelling', async () => {
    const { db } = database;
    for (const q of ['IŞIK', 'isik', 'Işık']) {
      const hits = await db
        .select({ name: businesses.name })
        .from(businesses)
        .where(sql`${businesses.searchKey} LIKE ${'%' + foldTurkish(q) + '%'}`);
      expect(hits.map((h) => h.name)).toContain('Işık Kafe');
    }
  });

  it('does not duplicate anything when run again', async () => {
    const { db } = database;
    const before = (await db.select().from(businesses)).length;
    await seedIfEmpty(db, { sample: true });
    await seedIfEmpty(db, { sample: false });
    expect((await db.select().from(businesses)).length).toBe(before);
    expect(await db.select().from(categories)).toHaveLength(12);
    expect(await db.select().from(districts)).toHaveLength(5);
    expect(await db.select().from(priceList)).toHaveLength(6);
    expect(await db.select().from(durationDiscounts)).toHaveLength(4);
  });

  it('has every image path as a file under public/', async () => {
    const { db } = database;
    const rows = await db.select({ name: businesses.name, images: businesses.images }).from(businesses);
    for (const b of rows) {
      expect(b.images.length, b.name).toBeGreaterThan(0);
      for (const p of b.images) {
        expect(p.startsWith('/images/'), p).toBe(true);
        expect(fs.existsSync(path.join(publicDir, p)), p).toBe(true);
      }
    }
  });

  it('gives sample businesses seeded with the old shared pictures their own photos at the next start', async () => {
    const { db } = database;
    const b = sampleBusinesses[0]!;
    await db
      .update(businesses)
      .set({ images: ['/images/sample/restoranlar-1.webp', '/images/sample/restoranlar-2.webp'] })
      .where(eq(businesses.name, b.name));
    const other = sampleBusinesses[1]!;
    await db
      .update(businesses)
      .set({ images: ['/uploads/photos/' + 'a'.repeat(24) + '.webp'] })
      .where(eq(businesses.name, other.name));
    await seedIfEmpty(db, { sample: true });
    const [row] = await db.select({ images: businesses.images }).from(businesses).where(eq(businesses.name, b.name));
    expect(row!.images).toEqual(b.images);
    // A photo somebody chose is kept.
    const [kept] = await db.select({ images: businesses.images }).from(businesses).where(eq(businesses.name, other.name));
    expect(kept!.images).toEqual(['/uploads/photos/' + 'a'.repeat(24) + '.webp']);
    await db
      .update(businesses)
      .set({ images: [...other.images] })
      .where(eq(businesses.name, other.name));
  });

  it('seeds the prices and duration discounts', async () => {
    const { db } = database;
    const prices = await db.select().from(priceList);
    const byKey = new Map(prices.map((p) => [`${p.kind}:${p.code}`, p]));
    expect(byKey.get('plan:free')?.monthlyPrice).toBe(0);
    expect(byKey.get('plan:basic')?.monthlyPrice).toBe(99);
    expect(byKey.get('plan:premium')?.monthlyPrice).toBe(199);
    expect(byKey.get('ad_package:basic')?.monthlyPrice).toBe(299);
    expect(byKey.get('ad_package:premium')?.monthlyPrice).toBe(599);
    expect(byKey.get('ad_package:premium')?.highlighted).toBe(true);
    expect(byKey.get('ad_package:enterprise')?.monthlyPrice).toBe(1299);
    // Ad packages are named apart from the owner plans (decision 022).
    expect(new Set(prices.map((p) => p.name)).size).toBe(prices.length);
    expect(byKey.get('ad_package:basic')?.name).toBe('Kategori paketi');
    const discounts = await db.select().from(durationDiscounts).orderBy(asc(durationDiscounts.months));
    expect(discounts.map((d) => [d.months, d.discountPercent])).toEqual([
      [1, 0],
      [3, 10],
      [6, 15],
      [12, 20],
    ]);
  });

  it('keeps an admin-edited price when reference data is ensured again', async () => {
    const { db } = database;
    await db
      .update(priceList)
      .set({ monthlyPrice: 349 })
      .where(sql`${priceList.kind} = 'ad_package' AND ${priceList.code} = 'basic'`);
    await seedIfEmpty(db, { sample: false });
    const [row] = await db
      .select()
      .from(priceList)
      .where(sql`${priceList.kind} = 'ad_package' AND ${priceList.code} = 'basic'`);
    expect(row?.monthlyPrice).toBe(349);
  });

  it('reseedSample replaces the seed businesses and keeps other ones', async () => {
    const { db } = database;
    const [cat] = await db.select().from(categories).where(eq(categories.slug, 'kafeler'));
    const [dist] = await db.select().from(districts).where(eq(districts.name, 'Seyhan'));
    await db.insert(businesses).values({
      name: 'Gerçek İşletme',
      categoryId: cat!.id,
      districtId: dist!.id,
      address: 'Reşatbey Mah. No:1, 01120 Seyhan/Adana',
      status: 'approved',
      source: 'form',
    });
    const seedCount = sampleBusinesses.length;
    const result = await reseedSample(db);
    expect(result).toEqual({ deleted: seedCount, inserted: seedCount });
    const rows = await db.select().from(businesses);
    expect(rows).toHaveLength(seedCount + 1);
    expect(rows.filter((b) => b.source === 'seed')).toHaveLength(seedCount);
    const [kafeler] = await db.select().from(categories).where(eq(categories.slug, 'kafeler'));
    expect(kafeler?.businessCount).toBe(8);
  });
});

describe('seedIfEmpty without sample data', () => {
  it('gives categories and districts but no businesses', async () => {
    const database = await freshDb();
    try {
      const result = await seedIfEmpty(database.db, { sample: false });
      expect(result).toEqual({ reference: true, sampleInserted: 0, sampleSkipped: 'disabled' });
      expect(await database.db.select().from(categories)).toHaveLength(12);
      expect(await database.db.select().from(districts)).toHaveLength(5);
      expect(await database.db.select().from(businesses)).toHaveLength(0);
      const cats = await database.db.select().from(categories);
      for (const c of cats) expect(c.businessCount).toBe(0);
    } finally {
      await database.close();
    }
  });
});
