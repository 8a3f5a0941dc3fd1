/**
 * 'Düzenle' and 'Fotoğraf ekle' of the owner dashboard: the shell. The listing's fields are the add form's
 * own sections (edit/ListingFields.tsx), the state and sending are edit/use-listing-edit.ts (only the fields
 * the owner changed are checked and sent), new photos edit/PhotosSection.tsx up to the plan's limit. Sending
 * makes a change set for the admins (POST /api/business-owners/:id/changes, or …/suggestions/:sid/accept when
 * answering a suggestion); the listing stays online unchanged until it is approved. `focus`: the id of the
 * input to bring into view once loaded (the home's "Profilinizi tamamlayın" actions).
 */
import { useEffect, useRef } from 'react';
import type { Plan } from '#lib/contract/owners.ts';
import type { MapStyleSettings } from '#lib/map-config.ts';
import { buttonClass, cardClass, cx, hintClass } from '#components/ui/classes.ts';
import { ErrorSummary } from '#components/ui/form/ErrorSummary.tsx';
import { LISTING_COPY } from '#components/listings/copy.ts';
import { fieldId, LABELS, ORDER, type Option, type TextField } from '#components/listings/manual-form.ts';
import { FIELD_LABELS } from './owner-copy.ts';
import ListingFields from './edit/ListingFields.tsx';
import PhotosSection, { usePhotoUploads } from './edit/PhotosSection.tsx';
import { useListingEdit } from './edit/use-listing-edit.ts';

export type { Option };

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
  /** The element id to scroll to and focus once the listing is loaded. */
  focus?: string | null;
  onClose: () => void;
  onSent: () => void;
}

/** Where the error summary sends the focus, and the name it gives each field. */
const EXTRA_TARGETS: Record<string, string> = { features: 'ed-features', newPhotos: 'ed-photo-input' };
const labelOf = (k: string) => (LABELS as Record<string, string>)[k] ?? FIELD_LABELS[k] ?? k;
const targetOf = (k: string) => EXTRA_TARGETS[k] ?? fieldId(k);

export default function EditListing(props: Props) {
  const { ownerId, businessId, plan, mode, categories, districts, mapSettings, suggestionId, focus, onClose, onSent } = props;
  const summaryRef = useRef<HTMLDivElement>(null);
  const edit = useListingEdit({
    ownerId,
    businessId,
    districts,
    mode,
    suggestionId,
    onSent,
    focusSummary: () => summaryRef.current?.focus(),
  });
  const { business, draft, loadError, errors, dayErrors, message, sending, update, setField, send } = edit;
  const uploads = usePhotoUploads(plan, business?.images.length ?? 0);

  const loaded = draft !== null;
  useEffect(() => {
    const target = loaded ? (focus ?? (mode === 'photos' ? 'ed-photos' : null)) : null;
    if (!target) return;
    requestAnimationFrame(() => {
      const el = document.getElementById(target);
      el?.scrollIntoView({ block: 'center' });
      if (el && el.matches('input, select, textarea, button')) el.focus();
    });
  }, [loaded, focus, mode]);

  if (loadError) return <p className={cx(cardClass, 'p-5 text-danger-700')}>{loadError}</p>;
  if (!draft || !business) return <p className={cx(cardClass, 'p-5 text-ink-muted')}>Yükleniyor…</p>;

  const form = { values: draft.values, errors, set: (field: TextField, value: string) => setField(field, value) };
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
        {mode === 'edit' && (
          <p className={cx(hintClass, 'mt-1')}>{LISTING_COPY.required} Yalnızca değiştirdiğiniz bilgiler gönderilir ve kontrol edilir.</p>
        )}
      </div>
      <ErrorSummary ref={summaryRef} items={summary} message={message} />
      {mode === 'edit' && (
        <ListingFields
          businessId={businessId}
          draft={draft}
          form={form}
          errors={errors}
          dayErrors={dayErrors}
          update={update}
          categories={categories}
          districts={districts}
          mapSettings={mapSettings}
          specialHours={edit.business ? (edit.business.specialHours ?? null) : undefined}
        />
      )}
      <PhotosSection plan={plan} uploads={uploads} error={errors.newPhotos} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClass({ variant: 'secondary' })}>
          Vazgeç
        </button>
        <button
          type="button"
          disabled={sending || uploads.uploading || (mode === 'photos' && uploads.photos.length === 0)}
          onClick={() => void send(uploads.photos.map((p) => p.key))}
          className={buttonClass({ size: 'lg' })}
        >
          {sending ? 'Gönderiliyor…' : 'Onaya gönder'}
        </button>
      </div>
    </section>
  );
}
