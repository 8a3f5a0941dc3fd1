/** One photo of the photo picker (PhotoPicker.tsx): its preview, progress or error, and its buttons. */
import { badgeClass, buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { LISTING_COPY } from './copy.ts';
import { checkFile, type PhotoItem } from './photo-items.ts';

const c = LISTING_COPY.photos;

interface Props {
  p: PhotoItem;
  /** Its place in the list (0: the main image). */
  i: number;
  count: number;
  markMain: boolean;
  move: (index: number, to: number) => void;
  upload: (item: PhotoItem) => void;
  remove: (item: PhotoItem) => void;
}

export default function PhotoTile({ p, i, count, markMain, move, upload, remove }: Props) {
  return (
    <li className={cx(cardClass, 'overflow-hidden')}>
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
          {i < count - 1 && (
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
  );
}
