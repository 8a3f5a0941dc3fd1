/**
 * 'Düzenle' and 'Fotoğraf ekle' of the owner dashboard. 'Düzenle' is the add form's own sections
 * (src/components/listings: BasicsSection, its text inputs for the contact details, HoursEditor,
 * LocationPicker, the "in business" checkbox) filled with the listing, plus its features; the shared
 * `businessPatchSchema` checks the fields first with the function's Turkish messages. New photos go through
 * the photo pipeline (POST /api/uploads) up to the plan's limit. Sending makes a change set for the admins
 * (POST /api/business-owners/:id/changes, or …/suggestions/:sid/accept when answering a suggestion); the
 * listing stays online unchanged until it is approved.
 */
import { useEffect, useRef, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { CHANGE_SET_FIELDS, FORM_TEXT_FIELDS } from '#lib/business-fields.ts';
import { businessPatchSchema } from '#lib/business-input.ts';
import type { PublicBusiness } from '#lib/contract/businesses.ts';
import { PLAN_LABELS, PLAN_PHOTO_LIMITS, type Plan } from '#lib/contract/owners.ts';
import type { OpeningHours } from '#lib/hours.ts';
import { formatTrPhone } from '#lib/phone.ts';
import type { MapStyleSettings } from '#lib/map-config.ts';
import { buttonClass, cardClass, cx, hintClass, inputClass } from '#components/ui/classes.ts';
import { CheckboxField } from '#components/ui/form/CheckboxField.tsx';
import { ErrorSummary } from '#components/ui/form/ErrorSummary.tsx';
import { answerIssues, fieldErrors, partErrors, type Issue } from '#components/ui/form/errors.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { FormSection } from '#components/ui/form/FormSection.tsx';
import BasicsSection from '#components/listings/BasicsSection.tsx';
import { LISTING_COPY } from '#components/listings/copy.ts';
import HoursEditor from '#components/listings/HoursEditor.tsx';
import SpecialHoursEditor from '#components/businesses/SpecialHoursEditor.tsx';
import LocationPicker, { type LocationValue } from '#components/listings/LocationPicker.tsx';
import { fieldId, LABELS, ORDER, type Option, type TextField, type TextValues } from '#components/listings/manual-form.ts';
import { ContactInputs } from '#components/listings/ContactSection.tsx';
import { notify } from '#components/toast/notify.ts';
import { FIELD_LABELS } from './owner-copy.ts';

export type { Option };

const c = LISTING_COPY;
const f = c.fields;

interface Props {
  ownerId: number;
  businessId: number;
  plan: Plan;
  mode: 'edit' | 'photos';
  categories: Option[];
  districts: Option[];
  mapSettings?: MapStyleSettings;
  /** Answering a suggestion: its id (the change goes to …/suggestions/:sid/accept). */
  suggestionId?: number | null;
  onClose: () => void;
  onSent: () => void;
}

type Errors = Record<string, string>;

/** The text fields a change set sends as they are (a listing without a price range may keep none). */
const TEXT_CHANGES = FORM_TEXT_FIELDS.filter((k) => k !== 'priceRange' && (CHANGE_SET_FIELDS as readonly string[]).includes(k));

/** The listing as the add form's text values (a listing without a price range keeps none). */
function valuesOf(b: PublicBusiness, districts: Option[]): TextValues {
  return {
    name: b.name,
    category: b.categorySlug,
    subcategory: b.subcategory ?? '',
    district: districts.find((d) => d.name === b.district)?.slug ?? '',
    address: b.address,
    description: b.description,
    phone: formatTrPhone(b.phone),
    whatsapp: formatTrPhone(b.whatsapp),
    email: b.email ?? '',
    website: b.website ?? '',
    priceRange: b.priceRange ?? '',
    submitterName: '',
  };
}

/** Where the error summary sends the focus, and the name it gives each field. */
const EXTRA_TARGETS: Record<string, string> = { features: 'ed-features', newPhotos: 'ed-photo-input' };
const labelOf = (k: string) => (LABELS as Record<string, string>)[k] ?? FIELD_LABELS[k] ?? k;
const targetOf = (k: string) => EXTRA_TARGETS[k] ?? fieldId(k);

export default function EditListing({
  ownerId,
  businessId,
  plan,
  mode,
  categories,
  districts,
  mapSettings,
  suggestionId,
  onClose,
  onSent,
}: Props) {
  const [business, setBusiness] = useState<PublicBusiness | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [values, setValues] = useState<TextValues | null>(null);
  const [features, setFeatures] = useState('');
  const [hours, setHours] = useState<OpeningHours>({});
  const [location, setLocation] = useState<LocationValue>({ latitude: '', longitude: '' });
  const [isOpen, setIsOpen] = useState(true);
  const [photos, setPhotos] = useState<{ key: string; thumbUrl: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [dayErrors, setDayErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    apiAnswer<PublicBusiness>(`/api/businesses/${businessId}`)
      .then((res) => {
        if (!active) return;
        if (!res.ok) return setLoadError(res.body.message ?? 'İşletme bilgileri yüklenemedi.');
        const b = res.body;
        setBusiness(b);
        setValues(valuesOf(b, districts));
        setFeatures(b.features.join(', '));
        setHours(b.hours);
        setLocation({
          latitude: b.latitude === null ? '' : String(b.latitude),
          longitude: b.longitude === null ? '' : String(b.longitude),
        });
        setIsOpen(b.isOpen);
      })
      .catch(() => active && setLoadError('Sunucuya ulaşılamadı.'));
    return () => {
      active = false;
    };
  }, [businessId, districts]);

  const limit = PLAN_PHOTO_LIMITS[plan];
  const photoCount = (business?.images.length ?? 0) + photos.length;
  const room = limit === null ? Infinity : Math.max(0, limit - photoCount);

  const showErrors = (issues: readonly Issue[], msg: string | null) => {
    setErrors(fieldErrors(issues));
    setDayErrors(partErrors(issues, 'hours'));
    setMessage(msg);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    const list = [...files].slice(0, room === Infinity ? undefined : room);
    if (files.length > list.length)
      notify({
        title: 'Fotoğraf sınırı',
        description: `${PLAN_LABELS[plan]} planda en fazla ${limit} fotoğraf olabilir.`,
        variant: 'destructive',
      });
    setUploading(true);
    for (const file of list) {
      const form = new FormData();
      form.set('file', file);
      try {
        const res = await fetch('/api/uploads', { method: 'POST', body: form, credentials: 'same-origin' });
        const body = (await res.json().catch(() => ({}))) as { key?: string; thumbUrl?: string; message?: string };
        if (!res.ok || !body.key) notify({ title: 'Fotoğraf yüklenemedi', description: body.message ?? file.name, variant: 'destructive' });
        else setPhotos((p) => [...p, { key: body.key!, thumbUrl: body.thumbUrl ?? '' }]);
      } catch {
        notify({ title: 'Fotoğraf yüklenemedi', description: 'Sunucuya ulaşılamadı.', variant: 'destructive' });
      }
    }
    setUploading(false);
  };

  const send = async () => {
    if (!values || !business || sending) return;
    const patch: Record<string, unknown> = {};
    if (mode === 'edit') {
      for (const k of TEXT_CHANGES) patch[k] = values[k];
      if (values.priceRange) patch.priceRange = values.priceRange;
      Object.assign(patch, {
        hours,
        isOpen,
        latitude: location.latitude.trim() || null,
        longitude: location.longitude.trim() || null,
      });
      // The function's own schema first: its Turkish messages beside the fields, before anything is sent.
      const parsed = businessPatchSchema.safeParse(patch);
      if (!parsed.success) return showErrors(parsed.error.issues, null);
    }
    const featureList = features
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const body = { patch, ...(mode === 'edit' ? { features: featureList } : {}), newPhotos: photos.map((p) => p.key) };
    setSending(true);
    try {
      const url = suggestionId
        ? `/api/business-owners/${ownerId}/suggestions/${suggestionId}/accept`
        : `/api/business-owners/${ownerId}/changes`;
      const res = await apiAnswer(url, { method: 'POST', body });
      if (res.ok) {
        notify({
          title: 'Değişiklik gönderildi',
          description: 'Ekibimiz onayladığında işletme sayfanız güncellenir (genellikle 2 iş günü içinde).',
          duration: 8000,
        });
        onSent();
        return;
      }
      const fieldsOnly = Object.fromEntries(Object.entries(res.body.errors ?? {}).map(([k, v]) => [k.replace(/^patch\./, ''), v]));
      showErrors(answerIssues(fieldsOnly), res.body.message ?? 'Gönderilemedi.');
    } catch {
      setMessage('Sunucuya ulaşılamadı.');
    } finally {
      setSending(false);
    }
  };

  if (loadError) return <p className={cx(cardClass, 'p-5 text-danger-700')}>{loadError}</p>;
  if (!values || !business) return <p className={cx(cardClass, 'p-5 text-ink-muted')}>Yükleniyor…</p>;

  const form = {
    values,
    errors,
    set: (field: TextField, value: string) => {
      setValues((v) => (v ? { ...v, [field]: value } : v));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: '' }));
    },
  };
  const order = [...ORDER, 'features', 'newPhotos'] as string[];
  const summary = Object.entries(errors)
    .filter(([, m]) => m)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([k, m]) => ({ target: targetOf(k), label: labelOf(k), message: m }));
  const title = mode === 'photos' ? 'Fotoğraf ekle' : suggestionId ? 'Öneriyi kabul et: bilgileri düzeltin' : 'İşletme bilgilerini düzenle';

  return (
    <section className="space-y-6" aria-labelledby="ed-title">
      <div className={cx(cardClass, 'p-5 sm:p-6')}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="ed-title" className="text-xl font-bold text-ink">
            {title}
          </h2>
          <button type="button" onClick={onClose} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            Kapat
          </button>
        </div>
        <p className="mt-2 text-ink-muted">
          Değişiklikleriniz ekibimizin onayından sonra yayınlanır; o zamana kadar sayfanız şimdiki haliyle yayında kalır.
        </p>
        {mode === 'edit' && <p className={cx(hintClass, 'mt-1')}>{c.required}</p>}
      </div>
      <ErrorSummary ref={summaryRef} items={summary} message={message} />
      {mode === 'edit' && (
        <>
          <BasicsSection form={form} categories={categories} districts={districts} priceRangePlaceholder="Belirtilmemiş" />
          <FormSection titleId="ab-contact-title" title={c.sections.contact}>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <ContactInputs form={form} skip={['submitterName']} hints={{ email: 'İşletme sayfasında gösterilen e-posta adresi.' }} />
            </div>
          </FormSection>
          <FormSection id={fieldId('hours')} titleId="ab-hours-title" title={c.sections.hours}>
            <HoursEditor
              value={hours}
              onChange={setHours}
              error={errors.hours && Object.keys(dayErrors).length === 0 ? errors.hours : undefined}
              dayErrors={dayErrors}
              idPrefix="ab-hours"
            />
          </FormSection>
          <FormSection titleId="ed-special-title" title="Bayramlar ve özel günler">
            <p className="mt-2 text-sm text-ink-muted">Bu bölüm onay beklemeden, kendi düğmesiyle hemen kaydedilir.</p>
            <div className="mt-4">{business && <SpecialHoursEditor businessId={businessId} initial={business.specialHours} />}</div>
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
          <FormSection titleId="ed-more-title" title="Özellikler ve durum">
            <div className="mt-4 space-y-5">
              <Field id="ed-features" label="Özellikler" hint="Virgülle ayırın (ör. Wi-Fi, Otopark, Paket servis)" error={errors.features}>
                {(control) => <input {...control} value={features} onChange={(e) => setFeatures(e.target.value)} className={inputClass} />}
              </Field>
              <CheckboxField id={fieldId('isOpen')} label={f.isOpen} hint={f.isOpenHint} checked={isOpen} onChange={setIsOpen} />
            </div>
          </FormSection>
        </>
      )}
      <FormSection id="ed-photos" titleId="ed-photos-title" title="Fotoğraflar">
        <p className="mt-2 text-ink">
          {photoCount}
          {limit === null ? '' : ` / ${limit}`} fotoğraf ({PLAN_LABELS[plan]} plan)
        </p>
        {photos.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-3" aria-label="Eklenecek fotoğraflar">
            {photos.map((p) => (
              <li key={p.key} className="flex flex-col items-start">
                <img src={p.thumbUrl} alt="" width={96} height={72} className="h-18 w-24 rounded-control object-cover" />
                <button
                  type="button"
                  className={cx(buttonClass({ size: 'sm', variant: 'ghost' }), 'mt-1')}
                  onClick={() => setPhotos((list) => list.filter((x) => x.key !== p.key))}
                >
                  Kaldır
                </button>
              </li>
            ))}
          </ul>
        )}
        {room > 0 ? (
          <Field
            id="ed-photo-input"
            label="Fotoğraf seçin"
            hint="JPEG, PNG veya WebP. Yeni fotoğraflar onaydan sonra sayfanızda görünür."
            error={errors.newPhotos}
            className="mt-3"
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                disabled={uploading}
                onChange={(e) => {
                  void addPhotos(e.target.files);
                  e.target.value = '';
                }}
                className="block w-full text-sm text-ink file:mr-3 file:rounded-control file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700"
              />
            )}
          </Field>
        ) : (
          <p className="mt-3 text-sm text-warning-700">
            Planınızın fotoğraf sınırına ulaştınız. Daha fazla fotoğraf için planınızı yükseltin.
          </p>
        )}
      </FormSection>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClass({ variant: 'secondary' })}>
          Vazgeç
        </button>
        <button
          type="button"
          disabled={sending || uploading || (mode === 'photos' && photos.length === 0)}
          onClick={() => void send()}
          className={buttonClass({ size: 'lg' })}
        >
          {sending ? 'Gönderiliyor…' : 'Onaya gönder'}
        </button>
      </div>
    </section>
  );
}
