/**
 * Where the SAMPLE businesses' own photos live: `public/images/sample/<category>/<name-slug>-<n>.webp`
 * (1024 px WebP, 4:3), with the sized variants `src/lib/images.ts` names beside each
 * (`-320|640.webp`, `-320|640|1024.avif`). Drawn by db/seed/generate-photos.ts, committed.
 */
import { slugifyTr } from '#lib/turkish.ts';

/** The photos' addresses of one sample business, the main photo first. */
export function samplePhotoUrls(category: string, name: string, count: number): string[] {
  const slug = slugifyTr(name);
  return Array.from({ length: count }, (_, i) => `/images/sample/${category}/${slug}-${i + 1}.webp`);
}
