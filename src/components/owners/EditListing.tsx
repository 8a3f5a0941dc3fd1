/**
 * 'Düzenle' and 'Fotoğraf Ekle' of the owner dashboard: every field of the add form (the hours with the
 * add form's own HoursEditor), the location, the features, and new photos through the photo pipeline
 * (POST /api/uploads) up to the plan's limit. Sending makes a change set for the admins
 * (POST /api/business-owners/:id/changes, or …/suggestions/:sid/accept when answering a suggestion); the
 * listing stays online unchanged until it is approved.
 */
import { useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { PRICE_RANGES } from '#lib/business-input.ts';
import type { PublicBusiness } from '#lib/contract/directory.ts';
import { PLAN_LABELS, PLAN_PHOTO_LIMITS, type Plan } from '#lib/contract/owners.ts';
import type { OpeningHours } from '#lib/hours.ts';
import { buttonClass, cardClass, cx, inputClass, selectClass, textareaClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { ErrorSummary } from '#components/ui/form/ErrorSummary.tsx';
import HoursEditor from '#components/listing/HoursEditor.tsx';
import { notify } from '#components/toast/notify.ts';
import { FIELD_LABELS } from './owner-copy.ts';

export interface Option {
  slug: string;
  name: string;
}

interface Props {
  ownerId: number;
  businessId: number;
  plan: Plan;
  mode: 'edit' | 'photos';
  categories: Option[];
  districts: Option[];
  /** Answering a suggestion: its id (the change goes to …/suggestions/:sid/accept). */
  suggestionId?: number | null;
  onClose: () => void;
  onSent: () => void;
}

type Values = Record<'name' | 'category' | 'subcategory' | 'district' | 'address' | 'description' | 'phone' | 'email' | 'website' | 'priceRange' | 'latitude' | 'longitude' | 'features', string>;

export default function EditListing({ ownerId, businessId, plan, mode, categories, districts, suggestionId, onClose, onSent }: Props) {
  const [business, setBusiness] = useState<PublicBusiness | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [hours, setHours] = useState<OpeningHours>({});
  const [isOpen, setIsOpen] = useState(true);
  const [photos, setPhotos] = useState<{ key: string; thumbUrl: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let active = true;
    apiAnswer<PublicBusiness>(`/api/businesses/${businessId}`)
      .then((res) => {
        if (!active) return;
        if (!res.ok) return setLoadError(res.body.message ?? 'İşletme bilgileri yüklenemedi.');
        const b = res.body;
        setBusiness(b);
        setValues({
          name: b.name,
          category: b.categorySlug,
          subcategory: b.subcategory ?? '',
          district: districts.find((d) => d.name === b.district)?.slug ?? '',
          address: b.address,
          description: b.description,
          phone: b.phone ?? '',
          email: b.email ?? '',
          website: b.website ?? '',
          priceRange: b.priceRange ?? '',
          latitude: b.latitude === null ? '' : String(b.latitude),
          longitude: b.longitude === null ? '' : String(b.longitude),
          features: b.features.join(', '),
        });
        setHours(b.hours);
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

  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    const list = [...files].slice(0, room === Infinity ? undefined : room);
    if (files.length > list.length) notify({ title: 'Fotoğraf sınırı', description: `${PLAN_LABELS[plan]} planda en fazla ${limit} fotoğraf olabilir.`, variant: 'destructive' });
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
    if (!values || !business) return;
    const patch: Record<string, unknown> = {};
    if (mode === 'edit') {
      Object.assign(patch, {
        name: values.name,
        category: values.category,
        subcategory: values.subcategory,
        district: values.district,
        address: values.address,
        description: values.description,
        phone: values.phone,
        email: values.email,
        website: values.website,
        priceRange: values.priceRange,
        hours,
        isOpen,
        latitude: values.latitude || null,
        longitude: values.longitude || null,
      });
    }
    const features = values.features
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    const body = { patch, ...(mode === 'edit' ? { features } : {}), newPhotos: photos.map((p) => p.key) };
    setSending(true);
    try {
      const url = suggestionId ? `/api/business-owners/${ownerId}/suggestions/${suggestionId}/accept` : `/api/business-owners/${ownerId}/changes`;
      const res = await apiAnswer(url, { method: 'POST', body });
      if (res.ok) {
        notify({ title: 'Değişiklik gönderildi', description: 'Ekibimiz onayladığında işletme sayfanız güncellenir (genellikle 2 iş günü içinde).', duration: 8000 });
        onSent();
        return;
      }
      const errs: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.body.errors ?? {})) errs[k.replace(/^patch\./, '')] = v;
      setErrors(errs);
      setMessage(res.body.message ?? 'Gönderilemedi.');
    } catch {
      setMessage('Sunucuya ulaşılamadı.');
    } finally {
      setSending(false);
    }
  };

  if (loadError) return <p className={cx(cardClass, 'p-5 text-danger-700')}>{loadError}</p>;
  if (!values || !business) return <p className={cx(cardClass, 'p-5 text-ink-muted')}>Yükleniyor…</p>;

  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => (v ? { ...v, [k]: e.target.value } : v));
  const text = (k: keyof Values, opts: { type?: string; required?: boolean } = {}) => (
    <Field id={`ed-${k}`} label={FIELD_LABELS[k] ?? k} required={opts.required} error={errors[k]}>
      {(control) => <input {...control} type={opts.type ?? 'text'} value={values[k]} onChange={set(k)} className={inputClass} />}
    </Field>
  );
  const summary = Object.entries(errors).map(([k, m]) => ({ target: `ed-${k}`, label: FIELD_LABELS[k] ?? k, message: m }));

  return (
    <section className={cx(cardClass, 'space-y-5 p-5 sm:p-6')} aria-labelledby="ed-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ed-title" className="text-lg font-bold text-ink">
          {mode === 'photos' ? 'Fotoğraf ekle' : suggestionId ? 'Öneriyi kabul et: bilgileri düzeltin' : 'İşletme bilgilerini düzenle'}
        </h2>
        <button type="button" onClick={onClose} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          Kapat
        </button>
      </div>
      <p className="text-sm text-ink-muted">Değişiklikleriniz ekibimizin onayından sonra yayınlanır; o zamana kadar sayfanız şimdiki haliyle yayında kalır.</p>
      <ErrorSummary items={summary} message={message} />
      {mode === 'edit' && (
        <>
          {text('name', { required: true })}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="ed-category" label="Kategori" required error={errors.category}>
              {(control) => (
                <select {...control} value={values.category} onChange={set('category')} className={selectClass}>
                  {categories.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="ed-district" label="İlçe" required error={errors.district}>
              {(control) => (
                <select {...control} value={values.district} onChange={set('district')} className={selectClass}>
                  {districts.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          {text('subcategory')}
          {text('address', { required: true })}
          <Field id="ed-description" label="Açıklama" error={errors.description}>
            {(control) => <textarea {...control} rows={4} value={values.description} onChange={set('description')} className={textareaClass} />}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            {text('phone', { type: 'tel' })}
            {text('email', { type: 'email', required: true })}
            {text('website', { type: 'url' })}
            <Field id="ed-priceRange" label="Fiyat aralığı" error={errors.priceRange}>
              {(control) => (
                <select {...control} value={values.priceRange} onChange={set('priceRange')} className={selectClass}>
                  {PRICE_RANGES.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {text('latitude')}
            {text('longitude')}
          </div>
          <Field id="ed-features" label="Özellikler" hint="Virgülle ayırın (ör. Wi-Fi, Otopark, Paket servis)" error={errors.features}>
            {(control) => <input {...control} value={values.features} onChange={set('features')} className={inputClass} />}
          </Field>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">Çalışma saatleri</legend>
            <HoursEditor value={hours} onChange={setHours} error={errors.hours} idPrefix="ed-hours" />
          </fieldset>
          <label className="flex items-center gap-2 text-ink">
            <input type="checkbox" checked={!isOpen} onChange={(e) => setIsOpen(!e.target.checked)} className="size-5 accent-brand-600" />
            İşletme geçici olarak kapalı
          </label>
        </>
      )}
      <div>
        <p className="text-sm font-semibold text-ink">
          Fotoğraflar: {photoCount}
          {limit === null ? '' : ` / ${limit}`} ({PLAN_LABELS[plan]} plan)
        </p>
        {photos.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Eklenecek fotoğraflar">
            {photos.map((p) => (
              <li key={p.key} className="relative">
                <img src={p.thumbUrl} alt="" width={96} height={72} className="h-18 w-24 rounded-control object-cover" />
                <button type="button" className={cx(buttonClass({ size: 'sm', variant: 'ghost' }), 'mt-1')} onClick={() => setPhotos((list) => list.filter((x) => x.key !== p.key))}>
                  Kaldır
                </button>
              </li>
            ))}
          </ul>
        )}
        {room > 0 ? (
          <label className="mt-2 block">
            <span className="sr-only">Fotoğraf seçin</span>
            <input
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
          </label>
        ) : (
          <p className="mt-2 text-sm text-warning-700">Planınızın fotoğraf sınırına ulaştınız. Daha fazla fotoğraf için planınızı yükseltin.</p>
        )}
        {errors.newPhotos && <p className="mt-1 text-sm text-danger-700">{errors.newPhotos}</p>}
      </div>
      <div className="flex gap-3">
        <button type="button" disabled={sending || uploading || (mode === 'photos' && photos.length === 0)} onClick={() => void send()} className={buttonClass()}>
          {sending ? 'Gönderiliyor…' : 'Onaya gönder'}
        </button>
        <button type="button" onClick={onClose} className={buttonClass({ variant: 'secondary' })}>
          Vazgeç
        </button>
      </div>
    </section>
  );
}
