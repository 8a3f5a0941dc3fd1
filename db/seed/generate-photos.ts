/**
 * Generates the SAMPLE businesses' own photos into public/images/sample/<category>/ (decision 017): 2–3 per
 * business (db/seed/sample-photos.ts names them), drawn as SVG scenes (db/seed/photo-scenes.ts: the place from
 * outside with its name on the sign, inside by category, its emblem) seeded by the business's name, and
 * rendered with sharp into every size `src/lib/images.ts` offers: the main 1024 px WebP (the address in the
 * database), 320 and 640 px WebP, and 320, 640 and 1024 px AVIF. Nothing comes from another host.
 * Deterministic: the same data gives the same files. The old shared per-category pictures are removed.
 *
 * Run once after changing a scene or the sample businesses, and commit the output:
 *   npm exec -- node --import tsx db/seed/generate-photos.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_WIDTHS, SAMPLE_IMAGE_WIDTH, variantUrl } from '#lib/images.ts';
import { categorySeeds } from '#lib/reference/categories.ts';
import { hashString, rand } from './photo-kit.ts';
import { context, detail, exterior, interior } from './photo-scenes.ts';
import { sampleBusinesses, type SampleBusiness } from './sample-businesses.ts';

export const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');
export const outputDir = path.join(publicDir, 'images/sample');

/** The SVG of a business's `n`-th photo (1: outside, 2: inside, 3: emblem). */
export function photoSvg(b: SampleBusiness, n: number): string {
  const category = categorySeeds.find((c) => c.slug === b.category);
  if (!category) throw new Error(`Unknown category ${b.category}`);
  const ctx = context(
    { name: b.name, category, subcategory: b.subcategory, priceRange: b.priceRange },
    rand(hashString(`${b.category}/${b.name}`)),
  );
  // Each photo draws from its own stream, after the shared colours were chosen.
  ctx.r = rand(hashString(`${b.category}/${b.name}#${n}`));
  return n === 1 ? exterior(ctx) : n === 2 ? interior(ctx) : detail(ctx);
}

/** Every file one photo address stands for: [address under public/, format, width]. */
export function photoFiles(url: string): Array<{ url: string; format: 'webp' | 'avif'; width: number }> {
  return [
    ...IMAGE_WIDTHS.filter((w) => w !== SAMPLE_IMAGE_WIDTH).map((width) => ({
      url: variantUrl(url, width, 'webp'),
      format: 'webp' as const,
      width,
    })),
    { url, format: 'webp' as const, width: SAMPLE_IMAGE_WIDTH },
    ...IMAGE_WIDTHS.map((width) => ({ url: variantUrl(url, width, 'avif'), format: 'avif' as const, width })),
  ];
}

export async function generatePhotos(dir = outputDir): Promise<{ file: string; bytes: number }[]> {
  const sharp = (await import('sharp')).default;
  sharp.concurrency(1);
  // Start clean: the files of renamed businesses and the old shared pictures go.
  fs.rmSync(dir, { recursive: true, force: true });
  const written: { file: string; bytes: number }[] = [];
  for (const b of sampleBusinesses) {
    for (const [i, url] of b.images.entries()) {
      const png = await sharp(Buffer.from(photoSvg(b, i + 1)))
        .png()
        .toBuffer();
      for (const f of photoFiles(url)) {
        const file = path.join(publicDir, f.url);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const img = sharp(png).resize(f.width, Math.round((f.width * 3) / 4));
        // Flat drawings: low qualities keep edges and text clean (looked at in the browser at 390 and 1280 px).
        const small = f.width <= 320;
        const buf =
          f.format === 'webp'
            ? await img.webp({ quality: small ? 56 : 52, effort: 4, smartSubsample: true }).toBuffer()
            : await img.avif({ quality: small ? 44 : 38, effort: 2 }).toBuffer();
        fs.writeFileSync(file, buf);
        written.push({ file, bytes: buf.length });
      }
    }
  }
  return written;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const only = process.argv[2];
  if (only === '--svg') {
    // Preview one business's SVGs without rendering: --svg "<name>"
    const b = sampleBusinesses.find((x) => x.name === process.argv[3]);
    if (!b) throw new Error('no such sample business');
    b.images.forEach((_, i) => fs.writeFileSync(`/tmp/sample-photo-${i + 1}.svg`, photoSvg(b, i + 1)));
  } else {
    const written = await generatePhotos();
    const total = written.reduce((n, w) => n + w.bytes, 0);
    const by = (suffix: RegExp) => written.filter((w) => suffix.test(w.file)).reduce((n, w) => n + w.bytes, 0);
    process.stdout.write(
      `${written.length} files, ${(total / 1024 / 1024).toFixed(2)} MB in total ` +
        `(WebP ${(by(/\.webp$/) / 1024 / 1024).toFixed(2)} MB, AVIF ${(by(/\.avif$/) / 1024 / 1024).toFixed(2)} MB)\n`,
    );
  }
}
