/**
 * The state of 'Düzenle' / 'Fotoğraf ekle' (src/components/owners/EditListing.tsx): the listing loaded as the
 * add form's values, what the owner changed, and sending. Only the fields that differ from the listing are
 * sent and checked (decision 033): an owner of a listing without a public e-mail changes its hours without
 * being asked for one; a cleared e-mail is sent as empty (the listing then shows none).
 */
import { useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { CHANGE_SET_FIELDS, FORM_TEXT_FIELDS } from '#lib/business-fields.ts';
import { businessPatchSchema } from '#lib/business-input.ts';
import type { PublicBusiness } from '#lib/contract/businesses.ts';
import { WEEKDAYS, type OpeningHours } from '#lib/hours.ts';
import { formatTrPhone } from '#lib/phone.ts';
import { answerIssues, fieldErrors, partErrors, type Issue } from '#components/ui/form/errors.ts';
import type { LocationValue } from '#components/listings/LocationPicker.tsx';
import type { Option, TextField, TextValues } from '#components/listings/manual-form.ts';
import { notify } from '#components/toast/notify.ts';

type Errors = Record<string, string>;

/** The text fields a change set may carry. */
const TEXT_CHANGES = FORM_TEXT_FIELDS.filter((k) => (CHANGE_SET_FIELDS as readonly string[]).includes(k));

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

const listOf = (features: string) =>
  features
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
/** Hours as Monday–Sunday lists, so key order and absent days compare equal. */
const hoursKey = (h: OpeningHours) => JSON.stringify(WEEKDAYS.map((d) => h[d] ?? []));

export interface Draft {
  values: TextValues;
  features: string;
  hours: OpeningHours;
  location: LocationValue;
  isOpen: boolean;
}

/** The change set's `patch` and `features`: only what differs from the listing as loaded. */
export function changesOf(initial: Draft, now: Draft): { patch: Record<string, unknown>; features?: string[] } {
  const patch: Record<string, unknown> = {};
  for (const k of TEXT_CHANGES) {
    if (now.values[k].trim() === initial.values[k].trim()) continue;
    // A listing without a price range may keep none: "Belirtilmemiş" is not a change to send.
    if (k === 'priceRange' && !now.values[k]) continue;
    patch[k] = now.values[k];
  }
  if (hoursKey(now.hours) !== hoursKey(initial.hours)) patch.hours = now.hours;
  if (now.isOpen !== initial.isOpen) patch.isOpen = now.isOpen;
  const lat = now.location.latitude.trim();
  const lng = now.location.longitude.trim();
  if (lat !== initial.location.latitude.trim() || lng !== initial.location.longitude.trim()) {
    patch.latitude = lat || null;
    patch.longitude = lng || null;
  }
  const features = listOf(now.features);
  const changed = JSON.stringify(features) !== JSON.stringify(listOf(initial.features));
  return changed ? { patch, features } : { patch };
}

export function useListingEdit(opts: {
  ownerId: number;
  businessId: number;
  districts: Option[];
  mode: 'edit' | 'photos';
  suggestionId?: number | null;
  onSent: () => void;
  focusSummary: () => void;
}) {
  const { ownerId, businessId, districts, mode, suggestionId, onSent, focusSummary } = opts;
  const [business, setBusiness] = useState<PublicBusiness | null>(null);
  const [initial, setInitial] = useState<Draft | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [dayErrors, setDayErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let active = true;
    apiAnswer<PublicBusiness>(`/api/businesses/${businessId}`)
      .then((res) => {
        if (!active) return;
        if (!res.ok) return setLoadError(res.body.message ?? 'İşletme bilgileri yüklenemedi.');
        const b = res.body;
        const loaded: Draft = {
          values: valuesOf(b, districts),
          features: b.features.join(', '),
          hours: b.hours,
          location: {
            latitude: b.latitude === null ? '' : String(b.latitude),
            longitude: b.longitude === null ? '' : String(b.longitude),
          },
          isOpen: b.isOpen,
        };
        setBusiness(b);
        setInitial(loaded);
        setDraft(loaded);
      })
      .catch(() => active && setLoadError('Sunucuya ulaşılamadı.'));
    return () => {
      active = false;
    };
  }, [businessId, districts]);

  const showErrors = (issues: readonly Issue[], msg: string | null) => {
    setErrors(fieldErrors(issues));
    setDayErrors(partErrors(issues, 'hours'));
    setMessage(msg);
    requestAnimationFrame(focusSummary);
  };

  const update = (change: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...change } : d));
  const setField = (field: TextField, value: string) => {
    setDraft((d) => (d ? { ...d, values: { ...d.values, [field]: value } } : d));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: '' }));
  };

  const send = async (newPhotos: string[]) => {
    if (!draft || !initial || sending) return;
    let body: Record<string, unknown> = { patch: {}, newPhotos };
    if (mode === 'edit') {
      const { patch, features } = changesOf(initial, draft);
      if (!Object.keys(patch).length && !features && !newPhotos.length)
        return showErrors([], 'Değişiklik yok: önce bir bilgiyi değiştirin.');
      // The function's own schema, on the changed fields only: its Turkish messages beside them.
      const parsed = businessPatchSchema.safeParse(patch);
      if (!parsed.success) return showErrors(parsed.error.issues, null);
      body = { patch, ...(features ? { features } : {}), newPhotos };
    }
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

  return { business, draft, loadError, errors, dayErrors, message, sending, update, setField, send };
}
