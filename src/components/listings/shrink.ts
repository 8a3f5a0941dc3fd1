/**
 * Shrinks a photo in the browser before it is uploaded. Netlify caps a function's request body at 6 MB and
 * phones take 5–15 MB photos, so a photo larger than SHRINK_MAX_PX on its long side or heavier than
 * SHRINK_MAX_BYTES is decoded (EXIF rotation applied), drawn at ≤ SHRINK_MAX_PX and encoded again: JPEG
 * stays JPEG, PNG and WebP become WebP (transparency kept) or, where the browser cannot encode WebP, JPEG on
 * white. The file name is kept. Whenever something fails (the browser cannot decode the file, no canvas) or
 * the result would not be smaller, the original file is sent and the server answers as usual.
 *
 * `shrinkTarget` and `shrinkOutputType` are pure (unit-tested); `shrinkPhoto` needs a browser.
 */

/** Longest side after shrinking; the server stores 1600 px, this leaves room for its own resize. */
export const SHRINK_MAX_PX = 2400;
/** Files above this are encoded again even when their size in pixels is already small enough. */
export const SHRINK_MAX_BYTES = 4 * 1024 * 1024;
export const SHRINK_QUALITY = 0.88;

export interface ShrinkLimits {
  maxPx: number;
  maxBytes: number;
}

const defaults: ShrinkLimits = { maxPx: SHRINK_MAX_PX, maxBytes: SHRINK_MAX_BYTES };

/**
 * The size to draw an upright image of `width`×`height` px and `bytes` bytes at, or null when the original
 * can be sent as it is. The aspect ratio is kept and the long side is at most `maxPx`.
 */
export function shrinkTarget(
  width: number,
  height: number,
  bytes: number,
  limits: ShrinkLimits = defaults,
): { width: number; height: number } | null {
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return null;
  const long = Math.max(width, height);
  if (long <= limits.maxPx && bytes <= limits.maxBytes) return null;
  if (long <= limits.maxPx) return { width: Math.round(width), height: Math.round(height) };
  const scale = limits.maxPx / long;
  return {
    width: Math.min(limits.maxPx, Math.max(1, Math.round(width * scale))),
    height: Math.min(limits.maxPx, Math.max(1, Math.round(height * scale))),
  };
}

/** The type to encode a shrunk photo as: JPEG stays JPEG; PNG and WebP (maybe transparent) become WebP. */
export function shrinkOutputType(inputType: string): 'image/jpeg' | 'image/webp' {
  return inputType === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Draws the bitmap at the target size and encodes it; null when the browser has no usable canvas. */
async function encode(
  bitmap: ImageBitmap,
  size: { width: number; height: number },
  type: string,
  background?: string,
): Promise<Blob | null> {
  const draw = (ctx: Canvas2D) => {
    if (background) {
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, size.width, size.height);
    }
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  };
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    draw(ctx);
    return canvas.convertToBlob({ type, quality: SHRINK_QUALITY });
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  draw(ctx);
  return new Promise((resolve) => canvas.toBlob(resolve, type, SHRINK_QUALITY));
}

/** The file to upload: a smaller re-encoding of `file` when it is large, else `file` itself. Never rejects. */
export async function shrinkPhoto(file: File, limits: ShrinkLimits = defaults): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = shrinkTarget(bitmap.width, bitmap.height, file.size, limits);
    if (!size) return file;
    const type = shrinkOutputType(file.type);
    let blob = await encode(bitmap, size, type);
    // A browser that cannot encode WebP returns PNG instead: JPEG on white is then the smaller choice.
    if (blob && blob.type !== type) blob = await encode(bitmap, size, 'image/jpeg', '#ffffff');
    if (!blob || blob.size === 0 || blob.size >= file.size || (blob.type !== 'image/jpeg' && blob.type !== 'image/webp')) return file;
    return new File([blob], file.name, { type: blob.type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
