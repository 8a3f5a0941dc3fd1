/**
 * Photos of the add-business form: up to 8 JPEG/PNG/WebP files (a chosen file up to 40 MB; what is sent,
 * after shrinking, at most 10 MB — the server's limit). Each chosen file is
 * uploaded at once (POST /api/uploads) with a progress bar; a file the browser or the server refuses shows
 * its own error and can be retried or removed. The list can be reordered; the first photo is the main
 * image. The form sends the upload keys in this order. The server checks every file again by content.
 * A large photo is shrunk in the browser first (shrink.ts: ≤ 2400 px, EXIF rotation applied, name kept), so
 * the request stays under Netlify's 6 MB body limit; the progress bar then follows the smaller upload.
 */
import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Icon } from '#components/ui/Icon.tsx';
import { badgeClass, buttonClass, cardClass, cx, hintClass } from '#components/ui/classes.ts';
import { FieldError } from '#components/ui/form/Field.tsx';
import { uploadPhoto } from './api.ts';
import { LISTING_COPY } from './copy.ts';
import { shrinkPhoto } from './shrink.ts';

const c = LISTING_COPY.photos;
export const MAX_PHOTOS = 8;
/** What the server accepts (src/features/uploads/photos.ts). */
const MAX_BYTES = 10 * 1024 * 1024;
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

function checkFile(file: File): string | null {
  if (!TYPES.has(file.type)) return c.badType;
  if (file.size > MAX_CHOSEN_BYTES) return c.tooBig;
  return null;
}

let counter = 0;

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
  const inputRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const u of owned) URL.revokeObjectURL(u);
    };
  }, []);

  const patch = (itemId: string, change: Partial<PhotoItem>) =>
    onChange((list) => list.map((p) => (p.id === itemId ? { ...p, ...change } : p)));

  const upload = (item: PhotoItem) => {
    if (!item.file) return;
    patch(item.id, { status: 'uploading', progress: 0, error: undefined });
    shrinkPhoto(item.file)
      .then((file) => (file.size > MAX_BYTES ? null : uploadPhoto(file, (f) => patch(item.id, { progress: f }))))
      .then((res) => {
        if (res === null) return patch(item.id, { status: 'error', error: c.tooBigAfterShrink });
        if (res.ok && res.body.key) patch(item.id, { status: 'done', progress: 1, key: res.body.key });
        else patch(item.id, { status: 'error', error: res.body.errors?.file ?? res.body.message ?? c.failed });
      })
      .catch(() => patch(item.id, { status: 'error', error: c.network }));
  };

  const addFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const room = max - items.length;
    const chosen = Array.from(files);
    setNotice(chosen.length > room ? (max === MAX_PHOTOS ? c.tooMany : c.tooManyOf(max)) : null);
    const added: PhotoItem[] = chosen.slice(0, Math.max(0, room)).map((file) => {
      const preview = URL.createObjectURL(file);
      urls.current.add(preview);
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
    });
    onChange((list) => [...list, ...added]);
    for (const item of added) if (item.status === 'uploading') upload(item);
    if (inputRef.current) inputRef.current.value = '';
  };

  const move = (index: number, to: number) => {
    onChange((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(to, 0, item!);
      return next;
    });
    setStatus(c.moved(to + 1));
  };
  const remove = (item: PhotoItem) => {
    onChange((list) => list.filter((p) => p.id !== item.id));
    if (urls.current.has(item.preview)) {
      URL.revokeObjectURL(item.preview);
      urls.current.delete(item.preview);
    }
    setNotice(null);
    setStatus(c.removed);
  };

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
            <li key={p.id} className={cx(cardClass, 'overflow-hidden')}>
              <div className="relative aspect-[4/3] bg-surface-sunken">
                <img src={p.preview} alt={c.alt(i + 1)} className="size-full object-cover" />
                {markMain && i === 0 && <span className={badgeClass('brand', 'absolute top-2 left-2 bg-white')}>{c.main}</span>}
              </div>
              <div className="space-y-2 p-2">
                <p className="truncate text-xs text-ink-muted" title={p.name}>
                  {p.name}
                </p>
                {p.status === 'uploading' && (
                  <div>
                    <progress
                      className="h-2 w-full accent-brand-600"
                      max={100}
                      value={Math.round(p.progress * 100)}
                      aria-label={c.uploading(Math.round(p.progress * 100))}
                    />
                    <p className="text-xs text-ink-muted" aria-live="polite">
                      {c.uploading(Math.round(p.progress * 100))}
                    </p>
                  </div>
                )}
                {p.status === 'error' && (
                  <p className="text-xs font-medium text-danger-700" role="alert">
                    {p.error ?? c.failed}
                  </p>
                )}
                <div className="flex flex-wrap gap-1">
                  {i > 0 && (
                    <button
                      type="button"
                      onClick={() => move(i, i - 1)}
                      className={buttonClass({ variant: 'ghost', size: 'sm' })}
                      aria-label={`${c.moveUp}: ${c.alt(i + 1)}`}
                    >
                      {c.moveUp}
                    </button>
                  )}
                  {i < items.length - 1 && (
                    <button
                      type="button"
                      onClick={() => move(i, i + 1)}
                      className={buttonClass({ variant: 'ghost', size: 'sm' })}
                      aria-label={`${c.moveDown}: ${c.alt(i + 1)}`}
                    >
                      {c.moveDown}
                    </button>
                  )}
                  {p.status === 'error' && p.file && !checkFile(p.file) && (
                    <button
                      type="button"
                      onClick={() => upload(p)}
                      className={buttonClass({ variant: 'ghost', size: 'sm' })}
                      aria-label={`${c.retry}: ${c.alt(i + 1)}`}
                    >
                      {c.retry}
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => remove(p)}
                    className={buttonClass({ variant: 'ghost', size: 'sm' })}
                    aria-label={`${c.remove}: ${c.alt(i + 1)}`}
                  >
                    {c.remove}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
