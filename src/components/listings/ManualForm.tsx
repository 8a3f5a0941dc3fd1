/**
 * The manual tab of /add-business (spec §2 "Add business", §5; decision 008): every field of the spec in its
 * sections (BasicsSection, ContactSection, the hours editor, photos, the optional map pin, ExtraSection with
 * the honeypot). This file holds the state and the submission. The shared zod schema
 * (src/lib/business-input.ts) checks the fields first with the function's own Turkish messages; server
 * field errors appear beside the fields, keeping what the person typed, and an error summary takes the
 * focus. A submission that needs e-mail verification shows "check your e-mail" in place (SubmissionSent);
 * any other success goes home. A Google-link pre-fill (GoogleImport) is merged into what is already typed.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { businessInputSchema, HONEYPOT_FIELD, type BusinessInputRaw } from '#lib/business-input.ts';
import { pushDataLayer } from '#lib/datalayer.ts';
import type { OpeningHours } from '#lib/hours.ts';
import type { MapStyleSettings } from '#lib/map-config.ts';
import { notify } from '#components/toast/notify.ts';
import { buttonClass } from '#components/ui/classes.ts';
import { ErrorSummary } from '#components/ui/form/ErrorSummary.tsx';
import { answerIssues } from '#components/ui/form/errors.ts';
import { FormSection } from '#components/ui/form/FormSection.tsx';
import type { SubmissionResult } from '#lib/contract/listings.ts';
import { postJson } from './api.ts';
import BasicsSection from './BasicsSection.tsx';
import ContactSection from './ContactSection.tsx';
import { LISTING_COPY } from './copy.ts';
import ExtraSection from './ExtraSection.tsx';
import HoursEditor from './HoursEditor.tsx';
import LocationPicker, { type LocationValue } from './LocationPicker.tsx';
import {
  EMPTY,
  fieldId,
  formErrors,
  LABELS,
  ORDER,
  type DayErrors,
  type Errors,
  type GooglePrefill,
  type Option,
  type TextField,
} from './manual-form.ts';
import PhotoPicker, { photoKeys, type PhotoItem } from './PhotoPicker.tsx';
import SubmissionSent from './SubmissionSent.tsx';

const c = LISTING_COPY;

export interface ManualFormProps {
  categories: Option[];
  districts: Option[];
  prefill?: GooglePrefill | null;
  mapSettings?: MapStyleSettings;
}

export default function ManualForm({ categories, districts, prefill = null, mapSettings }: ManualFormProps) {
  const summaryId = useId();
  const [values, setValues] = useState(EMPTY);
  const [hours, setHours] = useState<OpeningHours>({});
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  const [location, setLocation] = useState<LocationValue>({ latitude: '', longitude: '' });
  const [isOpen, setIsOpen] = useState(true);
  const [featured, setFeatured] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [ids, setIds] = useState<{ googleCid?: string; googlePlaceId?: string }>({});
  const [errors, setErrors] = useState<Errors>({});
  const [dayErrors, setDayErrors] = useState<DayErrors>({});
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

  const showErrors = (e: Errors, days: DayErrors = {}) => {
    setErrors(e);
    setDayErrors(days);
    // The summary renders with the errors; focus it on the next frame.
    requestAnimationFrame(() => summaryRef.current?.focus());
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
      const { errors: e, days } = formErrors(parsed.error.issues);
      showErrors(e, days);
      return;
    }
    setBusy(true);
    try {
      const res = await postJson<SubmissionResult>('/api/businesses', payload);
      if (res.ok) {
        setErrors({});
        setDayErrors({});
        pushDataLayer({ event: 'business_submission', submission_type: ids.googleCid || ids.googlePlaceId ? 'google' : 'manual' });
        // Every submission waits for its e-mail link (the answer always says requiresVerification).
        notify({ title: c.toasts.verifyTitle, description: res.body.message || c.toasts.verifyDefault, duration: 8000 });
        setSentTo(parsed.data.email);
        window.scrollTo({ top: 0 });
        return;
      }
      const { errors: e, days } = formErrors(answerIssues(res.body.errors));
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

  if (sentTo) return <SubmissionSent email={sentTo} />;

  const summary = ORDER.filter((k) => errors[k]).map((k) => ({ target: fieldId(k), label: LABELS[k], message: errors[k]! }));
  const form = { values, errors, set };

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
      <ErrorSummary ref={summaryRef} items={summary} message={errors.form} />

      <BasicsSection form={form} categories={categories} districts={districts} />
      <ContactSection form={form} />

      <FormSection id={fieldId('hours')} titleId="ab-hours-title" title={c.sections.hours}>
        <HoursEditor
          value={hours}
          onChange={setHours}
          error={errors.hours && Object.keys(dayErrors).length === 0 ? errors.hours : undefined}
          dayErrors={dayErrors}
          idPrefix="ab-hours"
        />
      </FormSection>

      <FormSection titleId="ab-photos-title" title={c.sections.photos}>
        <PhotoPicker items={photos} onChange={setPhotos} error={errors.photos} inputId={fieldId('photos')} />
      </FormSection>

      <FormSection titleId="ab-location-title" title={c.sections.location}>
        <LocationPicker
          value={location}
          onChange={setLocation}
          errors={{ latitude: errors.latitude, longitude: errors.longitude }}
          idPrefix="ab"
          mapSettings={mapSettings}
        />
      </FormSection>

      <ExtraSection
        isOpen={isOpen}
        onIsOpen={setIsOpen}
        featured={featured}
        onFeatured={setFeatured}
        honeypot={honeypot}
        onHoneypot={setHoneypot}
      />

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
