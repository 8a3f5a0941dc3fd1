/**
 * Business photos: checked by content, resized, stored, recorded, attached, cleaned up.
 *
 *  - `processPhoto` decodes the bytes with sharp: only JPEG, PNG and WebP are accepted, whatever the file
 *    name or the Content-Type say. The image is turned upright (EXIF orientation), its metadata (EXIF, GPS,
 *    ICC) dropped, and written as WebP at 1600 px (the main file) and 480 px (older cards, the admin), plus the
 *    sized variants `src/lib/images.ts` offers in `srcset` (decision 017): 320, 640 and 1024 px in WebP and AVIF.
 *    AVIF is encoded at a low effort (2: a fifth of the default's time, files ~10 % larger) so a photo still
 *    takes well under a second.
 *    Decoding is the costly part (a 230 KB PNG can hold 59 megapixels: 1.7 s of CPU), so: a pixel limit per
 *    format, checked from the header before decoding; one decode for both sizes; at most `PHOTO_JOBS`
 *    photos at a time, each on one libvips thread, with a short queue (then 503); and no libvips cache, so
 *    the memory of a photo is given back when it is done.
 *  - `savePhoto` stores them under an unguessable key (`photos/<key>.webp`, `photos/<key>-480.webp`,
 *    `photos/<key>-<320|640|1024>.<webp|avif>`) and records one `uploads` row (kind 'business_photo', not
 *    attached to a business yet). Photos stored before the variants existed are answered by
 *    functions/uploads-file.ts with a redirect to their main file.
 *  - A submission attaches its keys to the new business; `deleteStaleUploads` removes photos never
 *    attached within 24 hours (scheduled: functions/uploads-cleanup.ts).
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Db } from '#db/client.ts';
import { uploads } from '#db/schema/index.ts';
import type { UploadedPhoto } from '#lib/contract/uploads.ts';
import { IMAGE_WIDTHS } from '#lib/images.ts';
import { HttpError } from '#platform/errors.ts';

export type { UploadedPhoto } from '#lib/contract/uploads.ts';
import { randomToken } from '#platform/crypto.ts';
import { log } from '#platform/log.ts';
import { fileStorage } from '#platform/storage.ts';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_LARGE_PX = 1600;
export const PHOTO_THUMB_PX = 480;
/**
 * The most pixels decoded, by format (a small file can claim a huge canvas). JPEG and WebP: 50 MP, the
 * full resolution of today's 48 and 50 MP phone cameras (8160 × 6120 = 49.9 MP); they decode shrunk
 * (libvips shrink-on-load), so even that costs little. PNG has no shrink-on-load and is never what a phone
 * camera saves (screenshots are under 6 MP): 24 MP (6000 × 4000), at most ~0.7 s of CPU.
 */
export const MAX_INPUT_PIXELS = { jpeg: 50_000_000, webp: 50_000_000, png: 24_000_000 } as const;
/** Photos decoded at once (2 CPU cores; each on one libvips thread). */
const PHOTO_JOBS = 2;
/** Photos waiting for their turn beyond which an upload is refused with 503 (each holds up to 10 MB). */
const PHOTO_QUEUE = 8;

let sharpLoaded: Promise<typeof import('sharp').default> | undefined;
/**
 * sharp, loaded on the first decode, not at the top: the functions that only use this module's addresses and
 * cleanup are deployed without sharp (netlify.toml), and a top-level import would fail them at load. Decoded
 * images are not kept for later operations (memory comes back after each photo); one thread per image.
 */
function loadSharp(): Promise<typeof import('sharp').default> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}
const photoJobs = pLimit(PHOTO_JOBS);
/** Photos not attached to a business within this many hours are deleted. */
export const UNATTACHED_PHOTO_HOURS = 24;
export const PHOTO_KIND = 'business_photo';

export const photoMessages = {
  missing: 'Lütfen bir fotoğraf dosyası seçin.',
  type: 'Yalnızca JPEG, PNG veya WebP biçiminde fotoğraf yükleyebilirsiniz.',
  broken: 'Fotoğraf okunamadı. Dosya bozuk olabilir; lütfen başka bir fotoğraf seçin.',
  tooLarge: 'Fotoğraf en fazla 10 MB olabilir.',
  tooManyPixels: 'Fotoğrafın çözünürlüğü çok yüksek. Lütfen daha küçük bir fotoğraf seçin.',
  busy: 'Şu anda çok sayıda fotoğraf işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
} as const;

/** Public addresses of a photo's two sizes. */
export function photoUrls(key: string): { url: string; thumbUrl: string } {
  return { url: `/uploads/photos/${key}.webp`, thumbUrl: `/uploads/photos/${key}-${PHOTO_THUMB_PX}.webp` };
}

/** The sized variants of every photo (src/lib/images.ts names them in `srcset`). */
export const PHOTO_VARIANTS: readonly { width: number; format: 'webp' | 'avif' }[] = IMAGE_WIDTHS.flatMap((width) => [
  { width, format: 'webp' as const },
  { width, format: 'avif' as const },
]);

/** The storage key of a photo's variant. */
export function variantStorageKey(key: string, v: { width: number; format: 'webp' | 'avif' }): string {
  return `photos/${key}-${v.width}.${v.format}`;
}

/** The storage keys of every file of a photo: the main file, the 480 px thumbnail, then the variants. */
export function photoStorageKeys(key: string): string[] {
  return [`photos/${key}.webp`, `photos/${key}-${PHOTO_THUMB_PX}.webp`, ...PHOTO_VARIANTS.map((v) => variantStorageKey(key, v))];
}

const IMAGE_URL_RE = /^\/uploads\/photos\/([A-Za-z0-9_-]{22,64})\.webp$/;
/** The upload key of an image address made by `photoUrls`, or null (sample images, other URLs). */
export function photoKeyOf(url: string): string | null {
  return IMAGE_URL_RE.exec(url)?.[1] ?? null;
}

interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

interface Processed {
  large: Rendition;
  thumb: Rendition;
  /** In the order of PHOTO_VARIANTS. */
  variants: Rendition[];
  format: string;
}

/**
 * Checks the bytes are a JPEG, PNG or WebP image and renders the two web sizes. Throws 415/400/413, and
 * 503 (Retry-After) when too many photos already wait for their turn.
 */
export async function processPhoto(input: Uint8Array): Promise<Processed> {
  if (input.byteLength === 0) throw new HttpError(400, photoMessages.missing, { file: photoMessages.missing });
  if (input.byteLength > PHOTO_MAX_BYTES) throw new HttpError(413, photoMessages.tooLarge, { file: photoMessages.tooLarge });
  if (photoJobs.pendingCount >= PHOTO_QUEUE)
    throw new HttpError(503, photoMessages.busy, { file: photoMessages.busy }, { 'Retry-After': '5' });
  return photoJobs(() => render(input));
}

async function render(input: Uint8Array): Promise<Processed> {
  const sharp = await loadSharp();
  // The header only: format and size, nothing decoded yet.
  const meta = await sharp(input, { limitInputPixels: false, failOn: 'none' })
    .metadata()
    .catch(() => null);
  if (!meta) throw new HttpError(415, photoMessages.type, { file: photoMessages.type });
  const format = meta.format;
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp')
    throw new HttpError(415, photoMessages.type, { file: photoMessages.type });
  if (!width || !height) throw new HttpError(400, photoMessages.broken, { file: photoMessages.broken });
  const maxPixels = MAX_INPUT_PIXELS[format];
  if (width * height > maxPixels) throw new HttpError(400, photoMessages.tooManyPixels, { file: photoMessages.tooManyPixels });

  try {
    // Decoded once, upright, at the large size; both sizes are encoded from that. Turning needs the whole
    // image in memory, so only photos whose EXIF says they are turned are (others decode line by line).
    const decoder = sharp(input, { limitInputPixels: maxPixels, failOn: 'error', sequentialRead: true });
    const { data, info } = await (meta.orientation && meta.orientation > 1 ? decoder.rotate() : decoder)
      .resize({ width: PHOTO_LARGE_PX, height: PHOTO_LARGE_PX, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const encode = async (
      size: number,
      quality: number,
      as: 'webp' | 'avif' = 'webp',
      box: 'inside' | 'width' = 'inside',
    ): Promise<Rendition> => {
      const resized = sharp(data, raw).resize(
        box === 'width'
          ? { width: size, withoutEnlargement: true }
          : { width: size, height: size, fit: 'inside', withoutEnlargement: true },
      );
      const out = await (as === 'avif' ? resized.avif({ quality, effort: 2 }) : resized.webp({ quality })).toBuffer({
        resolveWithObject: true,
      });
      return { data: out.data, width: out.info.width, height: out.info.height };
    };
    const large = await encode(PHOTO_LARGE_PX, 82);
    const thumb = await encode(PHOTO_THUMB_PX, 78);
    // `srcset` widths are widths: the variants are as wide as they say (never wider than the photo).
    const variants: Rendition[] = [];
    for (const v of PHOTO_VARIANTS) variants.push(await encode(v.width, v.format === 'avif' ? 52 : 78, v.format, 'width'));
    return { large, thumb, variants, format };
  } catch {
    throw new HttpError(400, photoMessages.broken, { file: photoMessages.broken });
  }
}

/** Processes, stores and records a photo; answers what `POST /api/uploads` returns. */
export async function savePhoto(
  db: Db,
  input: { bytes: Uint8Array; originalName?: string | null; ownerUserId?: number | null },
): Promise<UploadedPhoto> {
  const { large, thumb, variants } = await processPhoto(input.bytes);
  const key = randomToken(18); // 24 URL-safe characters, 144 random bits
  const keys = photoStorageKeys(key);
  const files = [large, thumb, ...variants];
  const storage = fileStorage();
  try {
    // Every file and the row, or nothing: a failed later write must not leave unrecorded earlier files.
    for (const [i, file] of files.entries())
      await storage.put(keys[i]!, file.data, keys[i]!.endsWith('.avif') ? 'image/avif' : 'image/webp');
    await db.insert(uploads).values({
      key,
      kind: PHOTO_KIND,
      contentType: 'image/webp',
      size: large.data.byteLength,
      // A file name is the browser's to send: NUL and lone surrogates (PostgreSQL refuses them) are dropped.
      originalName: input.originalName ? input.originalName.replaceAll('\u0000', '').toWellFormed().slice(0, 255) || null : null,
      isPrivate: false,
      ownerUserId: input.ownerUserId ?? null,
    });
  } catch (err) {
    await Promise.all(keys.map((k) => storage.delete(k))).catch(() => undefined);
    throw err;
  }
  return { key, ...photoUrls(key), width: large.width, height: large.height };
}

/**
 * Deletes photos uploaded more than `hours` ago and never attached to a business: the rows first (so a
 * submission racing with the cleanup sees them gone and asks for a new upload), then the files.
 */
export async function deleteStaleUploads(db: Db, hours = UNATTACHED_PHOTO_HOURS): Promise<number> {
  const gone = await db
    .delete(uploads)
    .where(
      and(
        eq(uploads.kind, PHOTO_KIND),
        isNull(uploads.businessId),
        lt(uploads.createdAt, sql`now() - make_interval(hours => ${hours}::int)`),
      ),
    )
    .returning({ key: uploads.key });
  const storage = fileStorage();
  for (const { key } of gone) {
    for (const k of photoStorageKeys(key)) {
      await storage.delete(k).catch((err: unknown) => log.warn('could not delete an unattached photo', { key: k, err }));
    }
  }
  return gone.length;
}
