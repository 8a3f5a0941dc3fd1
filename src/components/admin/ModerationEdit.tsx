/**
 * The admin's edit of a submitted business before approving it: the form's fields (the shared
 * `businessPatchSchema` checks them with the same Turkish messages), the hours editor, the map pin as
 * coordinates, "temporarily closed" and "featured" (PD8: only an admin grants it). Only the changed
 * fields are sent (PATCH /api/admin/businesses/:id); the detail is read again afterwards.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { BUSINESS_FIELDS, FORM_FIELDS, type BusinessFieldDef, type FieldKind, type FormTextFieldName } from '#lib/business-fields.ts';
import { businessPatchSchema, PRICE_RANGES } from '#lib/business-input.ts';
import type { OpeningHours, Weekday } from '#lib/hours.ts';
import HoursEditor from '#components/listings/HoursEditor.tsx';
import SpecialHoursEditor from '#components/businesses/SpecialHoursEditor.tsx';
import { buttonClass, cardClass, cx, inputClass, selectClass, textareaClass } from '#components/ui/classes.ts';
import { CheckboxField } from '#components/ui/form/CheckboxField.tsx';
import { ErrorSummary } from '#components/ui/form/ErrorSummary.tsx';
import { answerIssues, fieldErrors, partErrors, type Issue } from '#components/ui/form/errors.ts';
import { Field, FieldError } from '#components/ui/form/Field.tsx';
import { adminCall, failToast, gateLost, namedOf, type Option, photoList, unwrapDetail, type ModerationDetail } from './moderation-api.ts';
import { MODERATION_COPY as copy } from './moderation-copy.ts';

const d = copy.detail;
type TextKey = FormTextFieldName | 'latitude' | 'longitude';

/** The declared fields typed into an <input> here (src/lib/business-fields.ts), in the form's order. */
const INPUT_TYPES: Partial<Record<FieldKind, string>> = {
  line: 'text',
  phone: 'tel',
  mobile: 'tel',
  email: 'email',
  url: 'url',
  coordinate: 'text',
};
const WIDE: readonly string[] = ['name', 'address'];
const TEXT_FIELDS: { key: TextKey; label: string; required?: boolean; type?: string; wide?: boolean }[] = FORM_FIELDS.flatMap((key) => {
  const f: BusinessFieldDef = BUSINESS_FIELDS[key];
  const type = INPUT_TYPES[f.kind];
  return type ? [{ key: key as TextKey, label: f.label, required: f.required, type, wide: WIDE.includes(key) }] : [];
});

/** The labels the error summary names the fields by. */
const LABELS: Record<string, string> = {
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f.key, f.label])),
  category: d.category,
  district: d.district,
  priceRange: d.priceRange,
  description: d.description,
  hours: d.hours,
  images: d.photos,
  isOpen: d.open,
  isFeatured: copy.isFeatured,
};

function initialValues(b: ModerationDetail, categories: Option[], districts: Option[]): Record<TextKey, string> {
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const record = b as unknown as Record<string, unknown>;
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f.key, s(record[f.key])])) as Record<TextKey, string>),
    category: namedOf(b.category, categories).slug,
    district: namedOf(b.district, districts).slug,
    description: s(b.description),
    priceRange: s(b.priceRange) || 'Orta',
  };
}

export interface ModerationEditProps {
  business: ModerationDetail;
  categories: Option[];
  districts: Option[];
  onSaved: (next: ModerationDetail) => void;
  onCancel: () => void;
  onGateLost: () => void;
}

export default function ModerationEdit({ business, categories, districts, onSaved, onCancel, onGateLost }: ModerationEditProps) {
  const uid = useId();
  const fid = (k: string) => `${uid}-${k}`;
  const [initial] = useState(() => initialValues(business, categories, districts));
  const [values, setValues] = useState(initial);
  const [hours, setHours] = useState<OpeningHours>(business.hours ?? {});
  const [isOpen, setIsOpen] = useState(business.isOpen !== false);
  const [isFeatured, setIsFeatured] = useState(Boolean(business.isFeatured));
  const originalPhotos = photoList(business);
  const [photos, setPhotos] = useState(originalPhotos);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dayErrors, setDayErrors] = useState<Partial<Record<Weekday, string>>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const changes = (): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(values) as TextKey[]) if (values[k] !== initial[k]) out[k] = values[k].trim() === '' ? null : values[k];
    // Coordinates go together (both or neither).
    if ('latitude' in out || 'longitude' in out) {
      out.latitude = values.latitude.trim() || null;
      out.longitude = values.longitude.trim() || null;
    }
    if (JSON.stringify(hours) !== JSON.stringify(business.hours ?? {})) out.hours = hours;
    if (isOpen !== (business.isOpen !== false)) out.isOpen = isOpen;
    if (isFeatured !== Boolean(business.isFeatured)) out.isFeatured = isFeatured;
    if (photos.map((p) => p.url).join('\n') !== originalPhotos.map((p) => p.url).join('\n')) out.images = photos.map((p) => p.url);
    return out;
  };

  const show = (issues: Issue[]) => {
    setErrors(fieldErrors(issues));
    setDayErrors(partErrors(issues, 'hours'));
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const onSubmit = async (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const patch = changes();
    if (Object.keys(patch).length === 0) {
      setNotice(copy.noChanges);
      return;
    }
    const { images: _images, ...fields } = patch;
    const parsed = businessPatchSchema.safeParse(fields);
    if (!parsed.success) return show(parsed.error.issues);
    setBusy(true);
    try {
      const res = await adminCall(`/api/admin/businesses/${business.id}`, 'PATCH', patch);
      if (gateLost(res)) return onGateLost();
      if (!res.ok) {
        const issues = answerIssues(res.body.errors);
        if (issues.length) show(issues);
        return failToast(res.body.message);
      }
      const again = await adminCall(`/api/admin/businesses/${business.id}`);
      onSaved(again.ok ? unwrapDetail(again.body) : { ...business, ...unwrapDetail(res.body) });
    } catch {
      failToast(copy.network);
    } finally {
      setBusy(false);
    }
  };

  const set = (k: TextKey, v: string) => {
    setValues((old) => ({ ...old, [k]: v }));
    setNotice(null);
  };
  const textField = (f: (typeof TEXT_FIELDS)[number]) => (
    <Field
      key={f.key}
      id={fid(f.key)}
      label={f.label}
      required={f.required}
      error={errors[f.key]}
      className={f.wide ? 'sm:col-span-2' : undefined}
    >
      {(control) => (
        <input
          {...control}
          type={f.type ?? 'text'}
          value={values[f.key]}
          onChange={(ev) => set(f.key, ev.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
  const selectField = (k: 'category' | 'district' | 'priceRange', text: string, options: { value: string; label: string }[]) => (
    <Field id={fid(k)} label={text} required={k !== 'priceRange'} error={errors[k]}>
      {(control) => (
        <select {...control} value={values[k]} onChange={(ev) => set(k, ev.target.value)} className={selectClass}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const summary = Object.entries(errors)
    .filter(([k]) => k !== 'form')
    .map(([k, message]) => ({ target: fid(k), label: LABELS[k] ?? k, message }));

  return (
    <form noValidate onSubmit={onSubmit} className={cx(cardClass, 'space-y-5 p-5 sm:p-6')} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="text-xl font-bold text-ink">
        {copy.editTitle}: {business.name}
      </h2>
      <ErrorSummary ref={summaryRef} items={summary} message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.slice(0, 1).map(textField)}
        {selectField('category', d.category, [
          // a business an import could not decide the category of has none yet (decision 015)
          ...(initial.category === '' ? [{ value: '', label: copy.toChoose.placeholder }] : []),
          ...categories.map((c) => ({ value: c.slug, label: c.name })),
        ])}
        {selectField(
          'district',
          d.district,
          districts.map((o) => ({ value: o.slug, label: o.name })),
        )}
        {selectField(
          'priceRange',
          d.priceRange,
          PRICE_RANGES.map((p) => ({ value: p, label: p })),
        )}
        {TEXT_FIELDS.slice(1).map(textField)}
        <Field id={fid('description')} label={d.description} error={errors.description} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              rows={5}
              value={values.description}
              onChange={(ev) => set('description', ev.target.value)}
              className={textareaClass}
            />
          )}
        </Field>
      </div>
      <fieldset id={fid('hours')}>
        <legend className="text-base font-bold text-ink">{d.hours}</legend>
        <HoursEditor
          value={hours}
          onChange={setHours}
          error={errors.hours && Object.keys(dayErrors).length === 0 ? errors.hours : undefined}
          dayErrors={dayErrors}
          idPrefix={`${uid}-hours`}
        />
      </fieldset>
      {business.status === 'approved' && (
        // Holidays and special days are saved at once for a published listing (decision 025); a submission gets them after approval.
        <div className="rounded-control border border-line p-4">
          <SpecialHoursEditor businessId={business.id} initial={business.specialHours} />
        </div>
      )}
      {originalPhotos.length > 0 && (
        <fieldset id={fid('images')}>
          <legend className="text-base font-bold text-ink">{d.photos}</legend>
          <FieldError>{errors.images}</FieldError>
          <ol className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {photos.map((p, i) => (
              <li key={p.url} className="space-y-1">
                <img
                  src={p.thumbUrl}
                  alt={d.photoAlt(i + 1, business.name)}
                  className="aspect-[4/3] w-full rounded-control border border-line object-cover"
                />
                <div className="flex flex-wrap gap-1">
                  {i > 0 && (
                    <button
                      type="button"
                      className={buttonClass({ variant: 'ghost', size: 'sm' })}
                      aria-label={`Öne al: ${d.photoAlt(i + 1, business.name)}`}
                      onClick={() => setPhotos((l) => [...l.slice(0, i - 1), l[i]!, l[i - 1]!, ...l.slice(i + 1)])}
                    >
                      Öne al
                    </button>
                  )}
                  <button
                    type="button"
                    className={buttonClass({ variant: 'ghost', size: 'sm' })}
                    aria-label={`Kaldır: ${d.photoAlt(i + 1, business.name)}`}
                    onClick={() => setPhotos((l) => l.filter((_, j) => j !== i))}
                  >
                    Kaldır
                  </button>
                </div>
              </li>
            ))}
          </ol>
        </fieldset>
      )}
      <div className="space-y-3">
        <CheckboxField id={fid('isOpen')} label={d.open} checked={isOpen} onChange={setIsOpen} />
        <CheckboxField
          id={fid('isFeatured')}
          label={copy.isFeatured}
          hint={business.featuredRequested ? d.featuredAsked : undefined}
          checked={isFeatured}
          onChange={setIsFeatured}
        />
      </div>
      {notice && (
        <p className="text-ink-muted" role="status">
          {notice}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClass()}>
          {busy ? copy.saving : copy.save}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass({ variant: 'ghost' })}>
          {copy.cancelEdit}
        </button>
      </div>
    </form>
  );
}
