/**
 * Photos of the add-business form: up to 8 JPEG/PNG/WebP files (a chosen file up to 40 MB; what is sent,
 * after shrinking, at most 10 MB — the server's limit). Each chosen file is
 * uploaded at once (POST /api/uploads) with a progress bar; a file the browser or the server refuses shows
 * its own error and can be retried or removed. The list can be reordered; the first photo is the main
 * image. The form sends the upload keys in this order. The server checks every file again by content.
 * A large photo is shrunk in the browser first (shrink.ts: ≤ 2400 px, EXIF rotation applied, name kept), so
 * the request stays under Netlify's 6 MB body limit; the progress bar then follows the smaller upload.
 */
import { useId } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx, hintClass } from '#components/ui/classes.ts';
import { FieldError } from '#components/ui/form/Field.tsx';
import { LISTING_COPY } from './copy.ts';
import { MAX_PHOTOS, type PhotoItem } from './photo-items.ts';
import PhotoTile from './PhotoTile.tsx';
import { usePhotoUploads } from './use-photo-uploads.ts';

export { photoKeys, type PhotoItem } from './photo-items.ts';

const c = LISTING_COPY.photos;

export interface PhotoPickerProps {
  items: PhotoItem[];
  onChange: Dispatch<SetStateAction<PhotoItem[]>>;
  error?: string;
  inputId?: string;
  /** Most photos (8 for a business; the review form allows 3). */
  max?: number;
  /** The hint above the button, when not the add-business form's. */
  intro?: string;
  /** Whether the first photo is marked as the main image (a business's, not a review's). */
  markMain?: boolean;
}

export default function PhotoPicker({
  items,
  onChange,
  error,
  inputId,
  max = MAX_PHOTOS,
  intro = c.intro,
  markMain = true,
}: PhotoPickerProps) {
  const auto = useId();
  const id = inputId ?? `${auto}-photos`;
  const { inputRef, notice, status, upload, addFiles, move, remove } = usePhotoUploads(items, onChange, max);
  const full = items.length >= max;
  return (
    <div>
      <p id={`${id}-hint`} className={hintClass}>
        {intro}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className={cx(
            buttonClass({ variant: 'secondary' }),
            'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-disabled:cursor-not-allowed has-disabled:opacity-55',
          )}
        >
          <Icon name="plus" size={18} />
          {c.choose}
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={full}
            aria-describedby={cx(`${id}-hint`, error && `${id}-error`)}
            aria-invalid={error ? true : undefined}
            className="sr-only"
            onChange={(ev) => addFiles(ev.target.files)}
          />
        </label>
        <span className="text-sm text-ink-muted tabular-nums">
          {max === MAX_PHOTOS ? c.count(items.length) : c.countOf(items.length, max)}
        </span>
      </div>
      <FieldError id={`${id}-error`}>{error ?? notice}</FieldError>
      {items.length > 0 && (
        <ol className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={LISTING_COPY.sections.photos}>
          {items.map((p, i) => (
            <PhotoTile key={p.id} p={p} i={i} count={items.length} markMain={markMain} move={move} upload={upload} remove={remove} />
          ))}
        </ol>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
