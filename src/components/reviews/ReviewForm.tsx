/**
 * The review form (create and edit): the rating as one row of five stars that is a radio group (StarPicker:
 * the arrow keys move it, read as "5 üzerinden 4 yıldız"), title, text with its counter, up to 3 photos through the
 * site's photo pipeline (PhotoPicker → POST /api/uploads), and the honeypot. The same zod schema as the
 * function checks it first; the server's field errors appear beside the fields, the input kept.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import PhotoPicker, { photoKeys, type PhotoItem } from '#components/listings/PhotoPicker.tsx';
import { buttonClass, inputClass, textareaClass } from '#components/ui/classes.ts';
import { ErrorSummary, type ErrorSummaryItem } from '#components/ui/form/ErrorSummary.tsx';
import { Field } from '#components/ui/form/Field.tsx';
import { REVIEW_HONEYPOT, REVIEW_LIMITS, reviewInputSchema, type OwnReview, type ReviewInput } from '#lib/contract/reviews.ts';
import { REVIEWS_COPY as c } from './copy.ts';
import { StarPicker } from './StarPicker.tsx';

interface Props {
  existing: OwnReview | null;
  onSubmit: (input: ReviewInput) => Promise<{ ok: true } | { ok: false; message: string; errors: Record<string, string> }>;
  onCancel: () => void;
}

const LABELS: Record<string, string> = { rating: c.rating, title: c.title, content: c.content, photos: c.photos };

export function ReviewForm({ existing, onSubmit, onCancel }: Props) {
  const uid = useId();
  const id = (f: string) => `${uid}-review-${f}`;
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [content, setContent] = useState(existing?.content ?? '');
  const [photos, setPhotos] = useState<PhotoItem[]>(() =>
    (existing?.photos ?? []).map((p, i) => {
      const key = /\/([A-Za-z0-9_-]+)\.webp$/.exec(p.url)?.[1];
      return {
        id: `existing-${i}`,
        name: `${i + 1}. fotoğraf`,
        preview: p.thumbUrl,
        status: 'done' as const,
        progress: 1,
        ...(key ? { key } : {}),
      };
    }),
  );
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const submit = async (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const { keys, pending } = photoKeys(photos);
    const input = { rating: rating ?? 0, title, content, photos: keys, [REVIEW_HONEYPOT]: honeypot };
    const parsed = reviewInputSchema.safeParse(input);
    const local: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) local[String(issue.path[0])] ??= issue.message;
    if (pending) local.photos = 'Fotoğraflar yüklenirken bekleyin';
    if (Object.keys(local).length) {
      setErrors(local);
      setMessage(null);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setBusy(true);
    const result = await onSubmit(input as ReviewInput);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.errors);
      setMessage(result.message);
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  };

  const items: ErrorSummaryItem[] = Object.entries(errors).map(([f, m]) => ({
    target: f === 'rating' ? id('rating-1') : id(f),
    label: LABELS[f] ?? f,
    message: m,
  }));

  return (
    <form onSubmit={(ev) => void submit(ev)} noValidate className="flex flex-col gap-5" data-review-form>
      <div>
        <h3 className="text-lg font-semibold text-ink">{existing ? c.formEditTitle : c.formTitle}</h3>
        <p className="mt-1 text-sm text-ink-muted">{c.formIntro}</p>
      </div>
      {(items.length > 0 || message) && <ErrorSummary ref={summaryRef} items={items} message={message} />}

      <StarPicker idBase={id('rating')} value={rating} onChange={setRating} error={errors.rating} />

      <Field id={id('title')} label={c.title} required hint={c.titleHint} error={errors.title}>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            maxLength={REVIEW_LIMITS.titleMax}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>

      <Field
        id={id('content')}
        label={c.content}
        required
        hint={`${c.contentHint} ${c.counter(content.trim().length, REVIEW_LIMITS.contentMax)}`}
        error={errors.content}
      >
        {(control) => (
          <textarea
            {...control}
            className={textareaClass}
            rows={6}
            minLength={REVIEW_LIMITS.contentMin}
            maxLength={REVIEW_LIMITS.contentMax}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        )}
      </Field>

      <div>
        <p className="mb-1.5 text-sm font-semibold text-ink">
          {c.photos} <span className="font-normal text-ink-subtle">{c.photosOptional}</span>
        </p>
        <PhotoPicker
          items={photos}
          onChange={setPhotos}
          inputId={id('photos')}
          error={errors.photos}
          max={REVIEW_LIMITS.photosMax}
          markMain={false}
          intro={`En fazla ${REVIEW_LIMITS.photosMax} fotoğraf (JPEG, PNG veya WebP). Büyük fotoğraflar yüklenmeden önce küçültülür.`}
        />
      </div>

      <div className="sr-only" aria-hidden="true">
        <label htmlFor={id('hp')}>{c.honeypot}</label>
        <input
          id={id('hp')}
          name={REVIEW_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass({ size: 'lg' })} aria-disabled={busy || undefined} disabled={busy}>
          {busy ? c.sending : existing ? c.save : c.submit}
        </button>
        <button type="button" className={buttonClass({ variant: 'ghost', size: 'lg' })} onClick={onCancel}>
          {c.cancel}
        </button>
      </div>
    </form>
  );
}
