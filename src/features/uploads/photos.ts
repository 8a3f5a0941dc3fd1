/**
 * Business photos: checked by content, resized, stored, recorded, attached, cleaned up.
 *
 *  - `processPhoto` decodes the bytes with sharp: only JPEG, PNG and WebP are accepted, whatever the file
 *    name or the Content-Type say. The image is turned upright (EXIF orientation), its metadata (EXIF, GPS,
 *    ICC) dropped, and written as WebP in two sizes: 1600 px (the page) and 480 px (cards, thumbnails).
 *  - `savePhoto` stores both under an unguessable key (`photos/<key>.webp`, `photos/<key>-480.webp`) and
 *    records one `uploads` row (kind 'business_photo', not attached to a business yet).
 *  - A submission attaches its keys to the new business; `deleteStaleUploads` removes photos never
 *    attached within 24 hours (scheduled: functions/uploads-cleanup.ts).
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { uploads } from '#db/schema/index.ts';
import type { UploadedPhoto } from '#lib/contract/uploads.ts';
import { HttpError } from '#platform/errors.ts';

export type { UploadedPhoto } from '#lib/contract/uploads.ts';
import { randomToken } from '#platform/crypto.ts';
import { log } from '#platform/log.ts';
import { fileStorage } from '#platform/storage.ts';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_LARGE_PX = 1600;
export const PHOTO_THUMB_PX = 480;
/** Decoding refuses images with more pixels than this (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 60_000_000;
/** Photos not attached to a business within this many hours are deleted. */
export const UNATTACHED_PHOTO_HOURS = 24;
export const PHOTO_KIND = 'business_photo';

export const photoMessages = {
  missing: 'Lütfen bir fotoğraf dosyası seçin.',
  type: 'Yalnızca JPEG, PNG veya WebP biçiminde fotoğraf yükleyebilirsiniz.',
  broken: 'Fotoğraf okunamadı. Dosya bozuk olabilir; lütfen başka bir fotoğraf seçin.',
  tooLarge: 'Fotoğraf en fazla 10 MB olabilir.',
  tooManyPixels: 'Fotoğrafın çözünürlüğü çok yüksek. Lütfen daha küçük bir fotoğraf seçin.',
} as const;

/** Public addresses of a photo's two sizes. */
export function photoUrls(key: string): { url: string; thumbUrl: string } {
  return { url: `/uploads/photos/${key}.webp`, thumbUrl: `/uploads/photos/${key}-${PHOTO_THUMB_PX}.webp` };
}

/** The storage keys of a photo's two sizes. */
export function photoStorageKeys(key: string): [large: string, thumb: string] {
  return [`photos/${key}.webp`, `photos/${key}-${PHOTO_THUMB_PX}.webp`];
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

/** Checks the bytes are a JPEG, PNG or WebP image and renders the two web sizes. Throws 415/400/413. */
export async function processPhoto(input: Uint8Array): Promise<{ large: Rendition; thumb: Rendition; format: string }> {
  if (input.byteLength === 0) throw new HttpError(400, photoMessages.missing, { file: photoMessages.missing });
  if (input.byteLength > PHOTO_MAX_BYTES) throw new HttpError(413, photoMessages.tooLarge, { file: photoMessages.tooLarge });
  // Loaded here, not at the top: the functions that only use this module's addresses and cleanup are
  // deployed without sharp (netlify.toml), and a top-level import would fail them at load.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(input, { limitInputPixels: false, failOn: 'none' })
    .metadata()
    .catch(() => null);
  if (!meta) throw new HttpError(415, photoMessages.type, { file: photoMessages.type });
  const format = meta.format;
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw new HttpError(415, photoMessages.type, { file: photoMessages.type });
  if (!width || !height) throw new HttpError(400, photoMessages.broken, { file: photoMessages.broken });
  if (width * height > MAX_INPUT_PIXELS) throw new HttpError(400, photoMessages.tooManyPixels, { file: photoMessages.tooManyPixels });

  const render = async (size: number, quality: number): Promise<Rendition> => {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  try {
    const [large, thumb] = await Promise.all([render(PHOTO_LARGE_PX, 82), render(PHOTO_THUMB_PX, 78)]);
    return { large, thumb, format };
  } catch {
    throw new HttpError(400, photoMessages.broken, { file: photoMessages.broken });
  }
}

/** Processes, stores and records a photo; answers what `POST /api/uploads` returns. */
export async function savePhoto(
  db: Db,
  input: { bytes: Uint8Array; originalName?: string | null; ownerUserId?: number | null },
): Promise<UploadedPhoto> {
  const { large, thumb } = await processPhoto(input.bytes);
  const key = randomToken(18); // 24 URL-safe characters, 144 random bits
  const [largeKey, thumbKey] = photoStorageKeys(key);
  const storage = fileStorage();
  await storage.put(largeKey, large.data, 'image/webp');
  await storage.put(thumbKey, thumb.data, 'image/webp');
  try {
    await db.insert(uploads).values({
      key,
      kind: PHOTO_KIND,
      contentType: 'image/webp',
      size: large.data.byteLength,
      originalName: input.originalName ? input.originalName.slice(0, 255) : null,
      isPrivate: false,
      ownerUserId: input.ownerUserId ?? null,
    });
  } catch (err) {
    await Promise.all([storage.delete(largeKey), storage.delete(thumbKey)]).catch(() => undefined);
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
