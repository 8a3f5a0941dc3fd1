/**
 * Sized image variants of our own photos, for `<picture>` with AVIF and WebP `srcset` (decision 017).
 * One helper for every image address the site stores, so the business page, the cards and any island give
 * the browser the same choices:
 *
 *  - sample photos, `/images/sample/<category>/<name>.webp` (1024 px, 4:3; db/seed/generate-photos.ts):
 *    `<name>-320|640.webp` and `<name>-320|640|1024.avif` beside them;
 *  - uploaded photos, `/uploads/photos/<key>.webp` (up to 1600 px; src/features/uploads/photos.ts):
 *    `<key>-320|640|1024.webp` and `<key>-320|640|1024.avif` beside them;
 *  - anything else (an older sample path, an address we did not make): the address alone.
 *
 * `imageSources(url, sizes)` answers `src` (the `<img>` fallback), `srcset`/`sizes` for the `<img>` (WebP)
 * and `sources` for the `<source>` elements (AVIF first). Browser-safe: no Node, no server code.
 */

/** The widths every variant set has, smallest first. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
/** The width of a sample photo's main file (its address in the database). */
export const SAMPLE_IMAGE_WIDTH = 1024;
/** The width an uploaded photo's main file has at most. */
export const UPLOAD_IMAGE_WIDTH = 1600;

export type ImageType = 'image/avif' | 'image/webp';

export interface ImageSources {
  /** The `<img src>`: the largest WebP (any browser without `srcset` still gets a usable picture). */
  src: string;
  /** WebP candidates for the `<img>` (empty when the address has no variants). */
  srcset: string;
  sizes: string;
  /** `<source>` elements before the `<img>` (AVIF; empty when the address has no variants). */
  sources: { type: ImageType; srcset: string }[];
}

/** Layouts the site uses, as `sizes` values (the image's width in the layout at each breakpoint). */
export const IMAGE_SIZES = {
  /** The business page's main photo: full width on phones, 7/12 of the 1280 px container from `lg`. */
  hero: '(min-width: 1280px) 704px, (min-width: 1024px) 58vw, 100vw',
  /** Gallery thumbnails: 2 columns on phones, 3 from `sm`, inside the page's main column. */
  thumb: '(min-width: 1280px) 230px, (min-width: 1024px) 19vw, (min-width: 640px) 31vw, 50vw',
  /** A card photo in a grid of 1 / 2 / 3 columns. */
  card: '(min-width: 1280px) 400px, (min-width: 1024px) 32vw, (min-width: 640px) 50vw, 100vw',
  /** The lightbox: the whole screen. */
  full: '100vw',
} as const;

const SAMPLE_RE = /^(\/images\/sample\/[a-z0-9-]+\/[a-z0-9-]+)\.webp$/;
const UPLOAD_RE = /^(\/uploads\/photos\/[A-Za-z0-9_-]{22,64})\.webp$/;
/** A variant's own address (`…-640.webp`, the uploads' `…-480.webp`) is not a main file. */
const VARIANT_RE = /-(?:320|480|640|1024)\.webp$/;

/** Which kind of our image an address is: its stem (the address without `.webp`) and main width, or null. */
export function imageFamily(url: string): { kind: 'sample' | 'upload'; stem: string; mainWidth: number } | null {
  if (VARIANT_RE.test(url)) return null;
  const sample = SAMPLE_RE.exec(url);
  if (sample) return { kind: 'sample', stem: sample[1]!, mainWidth: SAMPLE_IMAGE_WIDTH };
  const upload = UPLOAD_RE.exec(url);
  if (upload) return { kind: 'upload', stem: upload[1]!, mainWidth: UPLOAD_IMAGE_WIDTH };
  return null;
}

/** The address of one variant: `variantUrl('/uploads/photos/k.webp', 640, 'avif')` → `/uploads/photos/k-640.avif`. */
export function variantUrl(url: string, width: number, format: 'avif' | 'webp'): string {
  const family = imageFamily(url);
  if (!family) return url;
  if (format === 'webp' && width === family.mainWidth) return url;
  return `${family.stem}-${width}.${format}`;
}

/** `<picture>` data for one of our image addresses; `sizes` says how wide it is shown (IMAGE_SIZES). */
export function imageSources(url: string, sizes: string = IMAGE_SIZES.full): ImageSources {
  const family = imageFamily(url);
  if (!family) return { src: url, srcset: '', sizes, sources: [] };
  const list = (format: 'avif' | 'webp', widths: readonly number[]) => widths.map((w) => `${variantUrl(url, w, format)} ${w}w`).join(', ');
  // A sample's main file is its 1024 px WebP; an upload has a 1024 px WebP and its main file (≤ 1600 px).
  const webpWidths = family.kind === 'sample' ? IMAGE_WIDTHS : [...IMAGE_WIDTHS, family.mainWidth];
  return {
    src: url,
    srcset: list('webp', webpWidths),
    sizes,
    // WebP is what the <img> itself offers (every browser we serve decodes it): only AVIF needs a <source>.
    sources: [{ type: 'image/avif', srcset: list('avif', IMAGE_WIDTHS) }],
  };
}
