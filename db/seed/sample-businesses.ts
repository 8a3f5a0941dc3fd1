/**
 * SAMPLE businesses for a fresh installation, demos and tests: 84 invented businesses (7 per category)
 * spread over the 5 districts. They are realistic but not real; the seed stores them with
 * `source: 'seed'` so `reseedSample` and the admin can tell them apart from real listings. Websites and
 * e-mail addresses use the reserved `.example` TLD.
 *
 * Their ratings are computed from the SAMPLE reviews of db/seed/sample-reviews.ts (`rating` here is only what
 * those reviews are drawn around).
 * Every one has 2–3 photos of its own, drawn by db/seed/generate-photos.ts into public/images/sample/<category>/.
 */
import { categorySeeds } from '#lib/reference/categories.ts';
import { sampleBusinessesByCategory, type SampleBusiness } from './businesses/index.ts';
import { samplePhotoUrls } from './sample-photos.ts';

export type { SampleBusiness } from './businesses/index.ts';

export const sampleBusinesses: readonly SampleBusiness[] = categorySeeds.flatMap((c) =>
  (sampleBusinessesByCategory[c.slug] ?? []).map(({ photos, ...b }) => ({ ...b, images: samplePhotoUrls(b.category, b.name, photos) })),
);
