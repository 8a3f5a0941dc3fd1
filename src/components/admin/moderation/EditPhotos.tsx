/**
 * The edit's photos, in their order: "Öne al" moves one a place forward (the first is the main one),
 * "Kaldır" removes it. Shown only when the business came with photos.
 */
import type { Dispatch, SetStateAction } from 'react';
import { buttonClass } from '#components/ui/classes.ts';
import { FieldError } from '#components/ui/form/Field.tsx';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';

const d = copy.detail;
type Photo = { url: string; thumbUrl: string };

interface Props {
  id: string;
  name: string;
  photos: Photo[];
  setPhotos: Dispatch<SetStateAction<Photo[]>>;
  error?: string;
}

export default function EditPhotos({ id, name, photos, setPhotos, error }: Props) {
  return (
    <fieldset id={id}>
      <legend className="text-base font-bold text-ink">{d.photos}</legend>
      <FieldError>{error}</FieldError>
      <ol className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map((p, i) => (
          <li key={p.url} className="space-y-1">
            <img
              src={p.thumbUrl}
              alt={d.photoAlt(i + 1, name)}
              className="aspect-[4/3] w-full rounded-control border border-line object-cover"
            />
            <div className="flex flex-wrap gap-1">
              {i > 0 && (
                <button
                  type="button"
                  className={buttonClass({ variant: 'ghost', size: 'sm' })}
                  aria-label={`Öne al: ${d.photoAlt(i + 1, name)}`}
                  onClick={() => setPhotos((l) => [...l.slice(0, i - 1), l[i]!, l[i - 1]!, ...l.slice(i + 1)])}
                >
                  Öne al
                </button>
              )}
              <button
                type="button"
                className={buttonClass({ variant: 'ghost', size: 'sm' })}
                aria-label={`Kaldır: ${d.photoAlt(i + 1, name)}`}
                onClick={() => setPhotos((l) => l.filter((_, j) => j !== i))}
              >
                Kaldır
              </button>
            </div>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
