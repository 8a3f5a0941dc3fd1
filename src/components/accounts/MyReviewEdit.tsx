/**
 * Editing one's review from "Değerlendirmelerim": rating, title and text (the photos kept as they are), sent
 * as the business page's edit is (PUT /api/reviews/:id): the review goes back to moderation. Field errors
 * from the shared schema (reviewInputSchema) beside the fields.
 */
import { useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { RATING_LABELS, REVIEW_LIMITS, reviewInputSchema, type MemberReviewItem } from '#lib/contract/reviews.ts';
import { buttonClass, inputClass, selectClass, textareaClass } from '#components/ui/classes.ts';
import { fieldErrors } from '#components/ui/form/errors.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { notify } from '#components/toast/notify.ts';

export default function MyReviewEdit({
  review,
  onSaved,
  onCancel,
}: {
  review: MemberReviewItem;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [rating, setRating] = useState(review.rating);
  const [title, setTitle] = useState(review.title ?? '');
  const [content, setContent] = useState(review.content);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const base = `mr-${review.id}`;
  const save = async () => {
    const body = { rating, title, content, photos: review.photoKeys };
    const parsed = reviewInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setBusy(true);
    try {
      const res = await apiAnswer(`/api/reviews/${review.id}`, { method: 'PUT', body });
      if (!res.ok) {
        if (res.body.errors) setErrors(res.body.errors);
        return notify({ title: 'Kaydedilemedi', description: res.body.message, variant: 'destructive' });
      }
      notify({ title: 'Değerlendirmeniz güncellendi', description: 'Ekibimiz onayladıktan sonra yeniden yayında olur.' });
      onSaved();
    } catch {
      notify({ title: 'Kaydedilemedi', description: 'Sunucuya ulaşılamadı.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="mt-3 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Field id={`${base}-rating`} label="Puanınız" required error={errors.rating}>
        {(control) => (
          <select {...control} value={rating} onChange={(e) => setRating(Number(e.target.value))} className={selectClass}>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} yıldız · {RATING_LABELS[n]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${base}-title`} label="Başlık" required error={errors.title}>
        {(control) => (
          <input
            {...control}
            value={title}
            maxLength={REVIEW_LIMITS.titleMax}
            onChange={(e) => setTitle(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id={`${base}-content`}
        label="Değerlendirmeniz"
        required
        hint={`En az ${REVIEW_LIMITS.contentMin} karakter. Düzenlenen değerlendirme onaydan sonra yeniden yayınlanır.`}
        error={errors.content}
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={content}
            maxLength={REVIEW_LIMITS.contentMax}
            onChange={(e) => setContent(e.target.value)}
            className={textareaClass}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClass({ size: 'sm' })}>
          {busy ? 'Kaydediliyor…' : 'Kaydet ve onaya gönder'}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass({ size: 'sm', variant: 'ghost' })}>
          Vazgeç
        </button>
      </div>
    </form>
  );
}
