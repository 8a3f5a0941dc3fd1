/**
 * The manual tab of /add-business (spec §2 "Add business", §5; issue 5): every field of the spec, the
 * opening-hours editor, photos, the optional map pin, the honeypot. The shared zod schema
 * (src/lib/business-input.ts) checks the fields first with the function's own Turkish messages; server
 * field errors appear beside the fields, keeping what the person typed, and an error summary takes the
 * focus. A submission that needs e-mail verification shows "check your e-mail" in place; any other success
 * goes home. A Google-link pre-fill (GoogleImport) is merged into what is already typed.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { businessInputSchema, HONEYPOT_FIELD, type BusinessInputRaw } from '#lib/business-input.ts';
import { pushDataLayer } from '#lib/datalayer.ts';
import type { OpeningHours, Weekday } from '#lib/hours.ts';
import { notify } from '#components/toast/notify.ts';
import { Icon } from '#components/ui/Icon.tsx';
import {
  buttonClass,
  cardClass,
  checkboxClass,
  cx,
  fieldErrorClass,
  hintClass,
  inputClass,
  labelClass,
  linkClass,
  requiredMarkClass,
  selectClass,
  textareaClass,
} from '#components/ui/classes.ts';
import type { MapStyleSettings } from '#lib/map-config.ts';
import { postJson } from './api.ts';
import { LISTING_COPY } from './copy.ts';
import HoursEditor, { defaultHours } from './HoursEditor.tsx';
import LocationPicker, { type LocationValue } from './LocationPicker.tsx';
import PhotoPicker, { photoKeys, type PhotoItem } from './PhotoPicker.tsx';

const c = LISTING_COPY;
const f = c.fields;

export interface Option {
  slug: string;
  name: string;
}

/** What "Import from Google" gives the form. */
export interface GooglePrefill {
  name?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  googleCid?: string | null;
  googlePlaceId?: string | null;
}

type TextField = 'name' | 'category' | 'subcategory' | 'district' | 'address' | 'description' | 'phone' | 'email' | 'website' | 'priceRange' | 'submitterName';
type ErrorKey = TextField | 'hours' | 'photos' | 'latitude' | 'longitude' | 'isOpen' | 'featuredRequested' | 'form';
type Errors = Partial<Record<ErrorKey, string>>;

/** The order fields appear in (the error summary and the first focus follow it). */
const ORDER: ErrorKey[] = ['name', 'category', 'subcategory', 'district', 'address', 'description', 'phone', 'email', 'website', 'priceRange', 'submitterName', 'hours', 'photos', 'latitude', 'longitude', 'isOpen', 'featuredRequested'];

const LABELS: Record<Exclude<ErrorKey, 'form'>, string> = {
  name: f.name,
  category: f.category,
  subcategory: f.subcategory,
  district: f.district,
  address: f.address,
  description: f.description,
  phone: f.phone,
  email: f.email,
  website: f.website,
  priceRange: f.priceRange,
  submitterName: f.submitterName,
  hours: c.sections.hours,
  photos: c.sections.photos,
  latitude: c.location.latitude,
  longitude: c.location.longitude,
  isOpen: f.isOpen,
  featuredRequested: f.featured,
};

const EMPTY = {
  name: '',
  category: '',
  subcategory: '',
  district: '',
  address: '',
  description: '',
  phone: '',
  email: '',
  website: '',
  priceRange: 'Orta',
  submitterName: '',
};

interface CreateAnswer {
  requiresVerification?: boolean;
  business?: { id: number; name: string; category: string };
}

export interface ManualFormProps {
  categories: Option[];
  districts: Option[];
  prefill?: GooglePrefill | null;
  mapSettings?: MapStyleSettings;
}

export default function ManualForm({ categories, districts, prefill = null, mapSettings }: ManualFormProps) {
  const fieldId = (name: string) => `ab-${name}`;
  const summaryId = useId();
  const [values, setValues] = useState<Record<TextField, string>>(EMPTY);
  const [hours, setHours] = useState<OpeningHours>(defaultHours);
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  const [location, setLocation] = useState<LocationValue>({ latitude: '', longitude: '' });
  const [isOpen, setIsOpen] = useState(true);
  const [featured, setFeatured] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [ids, setIds] = useState<{ googleCid?: string; googlePlaceId?: string }>({});
  const [errors, setErrors] = useState<Errors>({});
  const [dayErrors, setDayErrors] = useState<Partial<Record<Weekday, string>>>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [seenPrefill, setSeenPrefill] = useState<GooglePrefill | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // A new pre-fill from the Google tab: merged during render (React's "adjust state on prop change").
  if (prefill && prefill !== seenPrefill) {
    setSeenPrefill(prefill);
    setValues((v) => ({ ...v, name: prefill.name?.trim() || v.name, address: prefill.address?.trim() || v.address }));
    if (prefill.latitude != null && prefill.longitude != null) {
      setLocation({ latitude: String(prefill.latitude), longitude: String(prefill.longitude) });
    }
    setIds({ googleCid: prefill.googleCid ?? undefined, googlePlaceId: prefill.googlePlaceId ?? undefined });
    setSentTo(null);
  }

  const set = (field: TextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const showErrors = (e: Errors, days: Partial<Record<Weekday, string>> = {}) => {
    setErrors(e);
    setDayErrors(days);
    // The summary renders with the errors; focus it on the next frame.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const issuesToErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
    const e: Errors = {};
    const days: Partial<Record<Weekday, string>> = {};
    for (const issue of issues) {
      const key = String(issue.path[0] ?? 'form') as ErrorKey;
      e[key] ??= issue.message;
      if (key === 'hours' && typeof issue.path[1] === 'string') days[issue.path[1] as Weekday] ??= issue.message;
    }
    return { e, days };
  };

  const onSubmit = async (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    if (busy) return;
    const { keys, pending } = photoKeys(photos);
    if (pending) {
      showErrors({ photos: c.photos.pending });
      return;
    }
    const payload: BusinessInputRaw & Record<string, unknown> = {
      ...values,
      hours,
      isOpen,
      featuredRequested: featured,
      latitude: location.latitude.trim() || null,
      longitude: location.longitude.trim() || null,
      photos: keys,
      [HONEYPOT_FIELD]: honeypot,
      ...(ids.googleCid ? { googleCid: ids.googleCid } : {}),
      ...(ids.googlePlaceId ? { googlePlaceId: ids.googlePlaceId } : {}),
    };
    const parsed = businessInputSchema.safeParse(payload);
    if (!parsed.success) {
      const { e, days } = issuesToErrors(parsed.error.issues);
      showErrors(e, days);
      return;
    }
    setBusy(true);
    try {
      const res = await postJson<CreateAnswer>('/api/businesses', payload);
      if (res.ok) {
        setErrors({});
        setDayErrors({});
        pushDataLayer({ event: 'business_submission', submission_type: ids.googleCid || ids.googlePlaceId ? 'google' : 'manual' });
        if (res.body.requiresVerification !== false) {
          notify({ title: c.toasts.verifyTitle, description: res.body.message || c.toasts.verifyDefault, duration: 8000 });
          setSentTo(parsed.data.email);
          window.scrollTo({ top: 0 });
        } else {
          notify({ title: c.toasts.successTitle, description: res.body.message || c.toasts.successDefault, duration: 5000 });
          window.location.assign('/');
        }
        return;
      }
      const serverErrors = (res.body.errors ?? {}) as Record<string, string>;
      const e: Errors = {};
      const days: Partial<Record<Weekday, string>> = {};
      for (const [k, m] of Object.entries(serverErrors)) {
        const [top, sub] = k.split('.');
        const key = (ORDER.includes(top as ErrorKey) ? top : 'form') as ErrorKey;
        e[key] ??= m;
        if (key === 'hours' && sub) days[sub as Weekday] ??= m;
      }
      if (Object.keys(e).length === 0) e.form = res.body.message ?? c.toasts.error;
      showErrors(e, days);
      notify({
        title: c.toasts.errorTitle,
        description: res.status === 429 && res.body.message ? res.body.message : c.toasts.error,
        variant: 'destructive',
      });
    } catch {
      notify({ title: c.toasts.errorTitle, description: `${c.toasts.error} ${c.toasts.network}`, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <div className={cx(cardClass, 'p-6 sm:p-8')} role="status">
        <Icon name="mail" size={32} className="text-brand-600" />
        <h2 className="mt-3 text-2xl font-bold text-ink">{c.sent.title}</h2>
        <p className="mt-2 text-ink">{c.sent.text(sentTo)}</p>
        <p className="mt-2 text-ink-muted">{c.sent.next}</p>
        <p className="mt-2 text-ink-muted">{c.sent.spam}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="/" className={buttonClass()}>
            {c.sent.home}
          </a>
          <a href="/add-business" className={buttonClass({ variant: 'secondary' })}>
            {c.sent.another}
          </a>
        </div>
      </div>
    );
  }

  const listed = ORDER.filter((k) => errors[k]);
  const described = (field: string, hint?: boolean) =>
    cx(hint && `${fieldId(field)}-hint`, errors[field as ErrorKey] && `${fieldId(field)}-error`) || undefined;
  const errorText = (field: ErrorKey) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className={fieldErrorClass}>
        {errors[field]}
      </p>
    ) : null;
  const label = (field: TextField, text: string, required = false) => (
    <label htmlFor={fieldId(field)} className={labelClass}>
      {text}
      {required && (
        <span className={requiredMarkClass} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
  const textInput = (field: TextField, text: string, opts: { required?: boolean; type?: string; hint?: string; autoComplete?: string; placeholder?: string; inputMode?: 'tel' | 'email' | 'url' | 'text' } = {}) => (
    <div>
      {label(field, text, opts.required)}
      <input
        id={fieldId(field)}
        name={field}
        type={opts.type ?? 'text'}
        required={opts.required}
        aria-required={opts.required || undefined}
        autoComplete={opts.autoComplete ?? 'off'}
        placeholder={opts.placeholder}
        inputMode={opts.inputMode}
        value={values[field]}
        onChange={(ev) => set(field, ev.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field, !!opts.hint)}
        className={inputClass}
      />
      {opts.hint && (
        <p id={`${fieldId(field)}-hint`} className={hintClass}>
          {opts.hint}
        </p>
      )}
      {errorText(field)}
    </div>
  );
  const select = (field: 'category' | 'district' | 'priceRange', text: string, options: { value: string; label: string }[], placeholder?: string) => (
    <div>
      {label(field, text, field !== 'priceRange')}
      <select
        id={fieldId(field)}
        name={field}
        required={field !== 'priceRange'}
        value={values[field]}
        onChange={(ev) => set(field, ev.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
        className={selectClass}
      >
        {placeholder && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errorText(field)}
    </div>
  );
  const focusField = (key: ErrorKey) => {
    const target =
      key === 'hours'
        ? document.querySelector<HTMLElement>(`#${fieldId('hours')} input`)
        : document.getElementById(key === 'isOpen' ? fieldId('isOpen') : key === 'featuredRequested' ? fieldId('featured') : fieldId(key));
    target?.focus();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-describedby={`${summaryId}-req`} className="space-y-6">
      <p id={`${summaryId}-req`} className="text-sm text-ink-muted">
        {c.required}
      </p>
      {prefill && seenPrefill === prefill && (
        <p className="rounded-card border border-accent-200 bg-accent-50 p-4 text-accent-700" role="status">
          {c.prefilled}
        </p>
      )}
      {listed.length > 0 || errors.form ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={`${summaryId}-title`} className="rounded-card border border-danger-600/40 bg-danger-50 p-4 focus-visible:outline-2">
          <p id={`${summaryId}-title`} className="flex items-center gap-2 font-semibold text-danger-700">
            <Icon name="alert-triangle" size={18} />
            {errors.form && listed.length === 0 ? errors.form : c.errorSummary}
          </p>
          {listed.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-6 text-danger-700">
              {listed.map((k) => (
                <li key={k}>
                  <a
                    href={`#${fieldId(k === 'featuredRequested' ? 'featured' : k)}`}
                    className={linkClass}
                    onClick={(ev) => {
                      ev.preventDefault();
                      focusField(k);
                    }}
                  >
                    {LABELS[k as Exclude<ErrorKey, 'form'>]}: {errors[k]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}

      <section className={cx(cardClass, 'p-5 sm:p-6')} aria-labelledby="ab-basics-title">
        <h2 id="ab-basics-title" className="text-lg font-bold text-ink">
          {c.sections.basics}
        </h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">{textInput('name', f.name, { required: true, autoComplete: 'organization' })}</div>
          {select('category', f.category, categories.map((o) => ({ value: o.slug, label: o.name })), f.categoryPlaceholder)}
          {textInput('subcategory', f.subcategory, { hint: f.subcategoryHint })}
          {select('district', f.district, districts.map((o) => ({ value: o.slug, label: o.name })), f.districtPlaceholder)}
          {select('priceRange', f.priceRange, c.priceRanges.map((p) => ({ value: p.value, label: p.label })))}
          <div className="sm:col-span-2">{textInput('address', f.address, { required: true, autoComplete: 'street-address' })}</div>
          <div className="sm:col-span-2">
            {label('description', f.description)}
            <textarea
              id={fieldId('description')}
              name="description"
              rows={4}
              value={values.description}
              onChange={(ev) => set('description', ev.target.value)}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={described('description', true)}
              className={textareaClass}
            />
            <p id={`${fieldId('description')}-hint`} className={hintClass}>
              {f.descriptionHint}
            </p>
            {errorText('description')}
          </div>
        </div>
      </section>

      <section className={cx(cardClass, 'p-5 sm:p-6')} aria-labelledby="ab-contact-title">
        <h2 id="ab-contact-title" className="text-lg font-bold text-ink">
          {c.sections.contact}
        </h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {textInput('submitterName', f.submitterName, { required: true, hint: f.submitterHint, autoComplete: 'name' })}
          {textInput('email', f.email, { required: true, type: 'email', hint: f.emailHint, autoComplete: 'email', inputMode: 'email' })}
          {textInput('phone', f.phone, { type: 'tel', hint: f.phoneHint, autoComplete: 'tel', placeholder: '+90 5xx xxx xx xx', inputMode: 'tel' })}
          {textInput('website', f.website, { type: 'url', hint: f.websiteHint, autoComplete: 'url', inputMode: 'url', placeholder: 'https://' })}
        </div>
      </section>

      <section id={fieldId('hours')} className={cx(cardClass, 'p-5 sm:p-6')} aria-labelledby="ab-hours-title">
        <h2 id="ab-hours-title" className="text-lg font-bold text-ink">
          {c.sections.hours}
        </h2>
        <HoursEditor value={hours} onChange={setHours} error={errors.hours && Object.keys(dayErrors).length === 0 ? errors.hours : undefined} dayErrors={dayErrors} idPrefix="ab-hours" />
      </section>

      <section className={cx(cardClass, 'p-5 sm:p-6')} aria-labelledby="ab-photos-title">
        <h2 id="ab-photos-title" className="text-lg font-bold text-ink">
          {c.sections.photos}
        </h2>
        <PhotoPicker items={photos} onChange={setPhotos} error={errors.photos} inputId={fieldId('photos')} />
      </section>

      <section className={cx(cardClass, 'p-5 sm:p-6')} aria-labelledby="ab-location-title">
        <h2 id="ab-location-title" className="text-lg font-bold text-ink">
          {c.sections.location}
        </h2>
        <LocationPicker value={location} onChange={setLocation} errors={{ latitude: errors.latitude, longitude: errors.longitude }} idPrefix="ab" mapSettings={mapSettings} />
      </section>

      <section className={cx(cardClass, 'p-5 sm:p-6')} aria-labelledby="ab-extra-title">
        <h2 id="ab-extra-title" className="text-lg font-bold text-ink">
          {c.sections.extra}
        </h2>
        <div className="mt-4 space-y-4">
          <div className="flex items-start gap-3">
            <input id={fieldId('isOpen')} type="checkbox" className={cx(checkboxClass, 'mt-0.5')} checked={isOpen} onChange={(ev) => setIsOpen(ev.target.checked)} aria-describedby={`${fieldId('isOpen')}-hint`} />
            <div>
              <label htmlFor={fieldId('isOpen')} className="font-semibold text-ink">
                {f.isOpen}
              </label>
              <p id={`${fieldId('isOpen')}-hint`} className="text-sm text-ink-subtle">
                {f.isOpenHint}
              </p>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <input id={fieldId('featured')} type="checkbox" className={cx(checkboxClass, 'mt-0.5')} checked={featured} onChange={(ev) => setFeatured(ev.target.checked)} aria-describedby={`${fieldId('featured')}-hint`} />
            <div>
              <label htmlFor={fieldId('featured')} className="font-semibold text-ink">
                {f.featured}
              </label>
              <p id={`${fieldId('featured')}-hint`} className="text-sm text-ink-subtle">
                {f.featuredHint}
              </p>
            </div>
          </div>
        </div>
        {/* The honeypot: hidden from people and screen readers, out of the tab order; bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>{f.honeypot}</label>
          <input id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(ev) => setHoneypot(ev.target.value)} />
        </div>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <a href="/" className={buttonClass({ variant: 'secondary' })}>
          {c.cancel}
        </a>
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass({ size: 'lg' })}>
          {busy ? c.submitting : c.submit}
        </button>
      </div>
    </form>
  );
}
