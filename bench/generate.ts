/**
 * Generates N approved businesses for benchmarks (never for the product): realistic Turkish names built
 * from the sample businesses, spread over the 12 categories and 5 districts, coordinates around each
 * district centre, the sample opening hours and photos.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts } from '#db/schema/index.ts';
import { sampleBusinesses } from '#db/seed/index.ts';
import { seedReference } from '#db/seed/index.ts';
import { refreshCategoryCounts } from '#features/businesses/public.ts';
import { businessSearchKey } from '#lib/turkish.ts';
import { reindexBusinesses } from '#features/search/search-index.ts';

const prefixes = [
  'Yeni',
  'Eski',
  'Büyük',
  'Küçük',
  'Merkez',
  'Köşe',
  'Şehir',
  'Çarşı',
  'Güney',
  'Kuzey',
  'Altın',
  'Gümüş',
  'Işıklı',
  'Ören',
  'Çınar',
  'Dost',
  'Aile',
  'Usta',
  'Köy',
  'Sahil',
];
const suffixes = ['', ' 2', ' Şubesi', ' Express', ' Plus', ' Keyif', ' Evi', ' Durağı', ' Noktası', ' Köşesi'];

/** Deterministic pseudo-random numbers, so two runs generate the same data (also the integration tests' dense squares). */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function generateBusinesses(db: Db, n: number, log: (msg: string) => void = () => {}): Promise<void> {
  await seedReference(db);
  const cats = new Map((await db.select().from(categories)).map((c) => [c.slug, c]));
  const dists = new Map((await db.select().from(districts)).map((d) => [d.name, d]));
  const rand = rng(42);
  const batch = 1000;
  const started = Date.now();
  for (let i = 0; i < n; i += batch) {
    const rows = [];
    for (let j = i; j < Math.min(n, i + batch); j++) {
      const base = sampleBusinesses[j % sampleBusinesses.length]!;
      const district = [...dists.values()][Math.floor(rand() * dists.size)]!;
      const cat = cats.get(base.category)!;
      const name = `${prefixes[Math.floor(rand() * prefixes.length)]} ${base.name}${suffixes[Math.floor(rand() * suffixes.length)]}`;
      const lat = Number(district.latitude) + (rand() - 0.5) * 0.05;
      const lng = Number(district.longitude) + (rand() - 0.5) * 0.05;
      rows.push({
        name,
        categoryId: cat.id,
        subcategory: base.subcategory,
        description: base.description,
        address: base.address,
        districtId: district.id,
        latitude: lat.toFixed(6),
        longitude: lng.toFixed(6),
        phone: base.phone,
        priceRange: base.priceRange,
        images: base.images,
        features: base.features,
        hours: base.hours,
        rating: (3 + rand() * 2).toFixed(1),
        reviewCount: Math.floor(rand() * 400),
        isFeatured: rand() < 0.01,
        status: 'approved' as const,
        emailVerified: true,
        source: 'seed' as const,
        submitterName: 'Benchmark',
        approvedAt: new Date(),
        searchKey: businessSearchKey({
          name,
          category: cat.name,
          subcategory: base.subcategory,
          description: base.description,
          features: base.features,
          address: base.address,
          district: district.name,
        }),
      });
    }
    await db.insert(businesses).values(rows);
    if ((i / batch) % 10 === 0) log(`  ${i + rows.length} / ${n} businesses (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await refreshCategoryCounts(db);
  const t = Date.now();
  const indexed = await reindexBusinesses(db);
  log(`  search index rebuilt in ${((Date.now() - t) / 1000).toFixed(1)} s (${JSON.stringify(indexed)})`);
  await db.execute(sql`VACUUM (ANALYZE)`);
}
