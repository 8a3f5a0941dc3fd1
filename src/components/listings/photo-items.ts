/** A photo of the photo picker (PhotoPicker.tsx): its state, the checks on a chosen file, the keys the form sends. */
import { LISTING_COPY } from './copy.ts';

const c = LISTING_COPY.photos;
export const MAX_PHOTOS = 8;
/** What the server accepts (src/features/uploads/photos.ts). */
export const MAX_BYTES = 10 * 1024 * 1024;
/** What a person may choose: phone photos of 10–20 MB are shrunk below MAX_BYTES first. */
const MAX_CHOSEN_BYTES = 40 * 1024 * 1024;
const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface PhotoItem {
  id: string;
  name: string;
  /** Local preview (blob: URL) or the server's thumbnail. */
  preview: string;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  error?: string;
  key?: string;
  file?: File;
}

/** The keys of the uploaded photos in order, and whether any is still uploading. */
export function photoKeys(items: PhotoItem[]): { keys: string[]; pending: boolean } {
  return {
    keys: items.filter((p) => p.status === 'done' && p.key).map((p) => p.key!),
    pending: items.some((p) => p.status === 'uploading'),
  };
}

export function checkFile(file: File): string | null {
  if (!TYPES.has(file.type)) return c.badType;
  if (file.size > MAX_CHOSEN_BYTES) return c.tooBig;
  return null;
}

let counter = 0;

/** A chosen file as a photo: uploading, or refused by `checkFile`. */
export function newPhotoItem(file: File, preview: string): PhotoItem {
  const problem = checkFile(file);
  counter += 1;
  return {
    id: `p${counter}`,
    name: file.name,
    preview,
    file,
    status: problem ? 'error' : 'uploading',
    progress: 0,
    error: problem ?? undefined,
  };
}
