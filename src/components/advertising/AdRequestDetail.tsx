/** One ad request in the admin: its head and pipeline (AdRequestSummary), the content editor (AdContentForm) and the preview. */
import { useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { PickedBusiness } from './AdBusinessPicker.tsx';
import type { AdminAdRequest, AdStatus } from '#lib/contract/advertising.ts';
import type { PaymentInput } from '#lib/contract/owners.ts';
import { notify } from '#components/toast/notify.ts';
import { adContentOf, contentOf, day, previewOf, type Content } from './ad-content.ts';
import { AdContentForm } from './AdContentForm.tsx';
import { AdRequestSummary } from './AdRequestSummary.tsx';
import AdView from './AdView.tsx';
import { adAdmin, failToast, gateLost, uploadImage } from './admin-ads-api.ts';
import { STATUS_LABEL } from './copy.ts';

export function AdRequestDetail({
  ad,
  onChanged,
  onGateLost,
}: {
  ad: AdminAdRequest;
  onChanged: (a: AdminAdRequest) => void;
  onGateLost: () => void;
}) {
  const [content, setContent] = useState<Content>(() => contentOf(ad));
  const [imagePreview, setImagePreview] = useState<string>(contentOf(ad).image);
  const [dates, setDates] = useState({ start: day(ad.startDate), end: day(ad.endDate) });
  const [business, setBusiness] = useState<PickedBusiness | null>(ad.businessId ? { id: ad.businessId, name: `#${ad.businessId}` } : null);
  const [notes, setNotes] = useState(ad.notes ?? '');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The saved business by name (the request keeps only its id).
  useEffect(() => {
    if (!ad.businessId) return;
    let active = true;
    void apiAnswer<{ id: number; name: string }>(`/api/admin/businesses/${ad.businessId}`).then((res) => {
      if (active && res.ok && res.body.name) setBusiness((b) => (b && b.id === ad.businessId ? { id: b.id, name: res.body.name } : b));
    });
    return () => {
      active = false;
    };
  }, [ad.businessId]);
  const set = <K extends keyof Content>(k: K, v: Content[K]) => setContent((c) => ({ ...c, [k]: v }));

  async function answer(res: Awaited<ReturnType<typeof adAdmin.patch>>, ok: string) {
    if (gateLost(res)) return onGateLost();
    if (!res.ok) {
      setErrors((res.body.errors as Record<string, string>) ?? {});
      return failToast(res.body.message);
    }
    setErrors({});
    notify({ title: 'Kaydedildi', description: ok });
    onChanged(res.body as AdminAdRequest);
  }

  async function save() {
    setBusy(true);
    try {
      const res = await adAdmin.patch(ad.id, {
        adContent: adContentOf(content),
        startDate: dates.start || null,
        endDate: dates.end || null,
        businessId: business?.id ?? null,
        notes: notes || null,
      });
      await answer(res, 'Reklam içeriği kaydedildi.');
    } finally {
      setBusy(false);
    }
  }

  async function move(to: AdStatus, payment?: PaymentInput) {
    setBusy(true);
    try {
      await answer(await adAdmin.status(ad.id, to, note || undefined, payment), `Durum: ${STATUS_LABEL[to]}.`);
      setNote('');
    } finally {
      setBusy(false);
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    const r = await uploadImage(file);
    setBusy(false);
    if (!r.ok) return failToast(r.message);
    set('image', r.photo.key);
    setImagePreview(r.photo.url);
    notify({ title: 'Görsel yüklendi', description: 'Kaydetmeyi unutmayın.' });
  }

  return (
    <div className="space-y-6" aria-busy={busy}>
      <AdRequestSummary ad={ad} busy={busy} note={note} onNote={setNote} onMove={(to, payment) => void move(to, payment)} />
      <AdContentForm
        ad={ad}
        content={content}
        set={set}
        business={business}
        onBusiness={setBusiness}
        dates={dates}
        onDates={setDates}
        notes={notes}
        onNotes={setNotes}
        errors={errors}
        busy={busy}
        onImage={(file) => void upload(file)}
        onSave={() => void save()}
      />
      <section aria-labelledby={`ad-${ad.id}-preview`}>
        <h3 id={`ad-${ad.id}-preview`} className="mb-2 font-semibold text-ink">
          Önizleme
        </h3>
        <AdView ad={previewOf(ad, content, imagePreview)} variant="banner" preview />
      </section>
    </div>
  );
}
