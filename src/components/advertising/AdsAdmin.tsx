/**
 * Admin section "Reklamlar" (issue 15, PD16): requests by status with their timestamps, impressions and
 * clicks; a request's detail with the pipeline buttons (contact_pending → contacted → customized → live →
 * ended, cancel), notes, the ad-content editor with an image through the upload pipeline and a preview,
 * start and end dates and the advertiser's business. Tab "Fiyatlar" edits the one price list (AdPrices).
 */
import { useCallback, useEffect, useState } from 'react';
import { AD_STATUSES, AD_TRANSITIONS, type AdminAdRequest, type AdStatus, type PublicAd } from '#lib/contract/advertising.ts';
import { formatDateTime, formatMoney } from '#lib/format.ts';
import { formatTrPhone } from '#lib/phone.ts';
import { durationLabel } from '#lib/pricing.ts';
import { notify } from '#components/toast/notify.ts';
import { buttonClass, cardClass, cx, inputClass, labelClass, selectClass, skeletonClass, textareaClass, badgeClass } from '#components/ui/classes.ts';
import AdPrices from './AdPrices.tsx';
import AdView from './AdView.tsx';
import { adAdmin, failToast, gateLost, uploadImage } from './admin-ads-api.ts';
import { PACKAGE_LABEL, STATUS_LABEL } from './copy.ts';

const NEXT_LABEL: Record<AdStatus, string> = {
  contact_pending: 'İletişim bekliyor',
  contacted: 'İletişime geçildi olarak işaretle',
  customized: 'Hazırlandı olarak işaretle',
  live: 'Yayına al',
  ended: 'Yayını bitir',
  cancelled: 'İptal et',
};

interface Content {
  title: string;
  description: string;
  image: string;
  features: string;
  bannerAd: boolean;
  instagram: string;
  facebook: string;
  customLandingPage: boolean;
  apiIntegration: boolean;
  phone: string;
  link: string;
}

function contentOf(ad: AdminAdRequest): Content {
  const c = (ad.adContent ?? {}) as Record<string, unknown>;
  const social = (c.socialMedia ?? {}) as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    title: s(c.title),
    description: s(c.description),
    image: s(c.image),
    features: Array.isArray(c.features) ? (c.features as string[]).join('\n') : '',
    bannerAd: c.bannerAd === true,
    instagram: s(social.instagram),
    facebook: s(social.facebook),
    customLandingPage: c.customLandingPage === true,
    apiIntegration: c.apiIntegration === true,
    phone: s(c.phone),
    link: s(c.link),
  };
}

const day = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + 3 * 3600 * 1000).toISOString().slice(0, 10) : '');

function Detail({ ad, onChanged, onGateLost }: { ad: AdminAdRequest; onChanged: (a: AdminAdRequest) => void; onGateLost: () => void }) {
  const [content, setContent] = useState<Content>(() => contentOf(ad));
  const [imagePreview, setImagePreview] = useState<string>(contentOf(ad).image);
  const [dates, setDates] = useState({ start: day(ad.startDate), end: day(ad.endDate) });
  const [businessId, setBusinessId] = useState(ad.businessId ? String(ad.businessId) : '');
  const [notes, setNotes] = useState(ad.notes ?? '');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
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
        adContent: {
          title: content.title,
          description: content.description,
          image: content.image,
          features: content.features.split('\n').map((f) => f.trim()).filter(Boolean),
          bannerAd: content.bannerAd,
          socialMedia: { instagram: content.instagram, facebook: content.facebook },
          customLandingPage: content.customLandingPage,
          apiIntegration: content.apiIntegration,
          phone: content.phone,
          link: content.link,
        },
        startDate: dates.start || null,
        endDate: dates.end || null,
        businessId: businessId ? Number(businessId) : null,
        notes: notes || null,
      });
      await answer(res, 'Reklam içeriği kaydedildi.');
    } finally {
      setBusy(false);
    }
  }

  async function move(to: AdStatus) {
    setBusy(true);
    try {
      await answer(await adAdmin.status(ad.id, to, note || undefined), `Durum: ${STATUS_LABEL[to]}.`);
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

  const preview: PublicAd = {
    id: ad.id,
    packageType: ad.packageType,
    businessName: ad.businessName,
    businessId: ad.businessId,
    categorySlug: null,
    title: content.title || ad.businessName,
    description: content.description,
    image: imagePreview || null,
    features: content.features.split('\n').map((f) => f.trim()).filter(Boolean),
    phone: content.phone || null,
    link: null,
    bannerAd: content.bannerAd,
    socialMedia: { instagram: content.instagram || null, facebook: content.facebook || null },
    customLandingPage: content.customLandingPage,
    apiIntegration: content.apiIntegration,
    duration: ad.duration,
    totalCost: ad.totalCost,
    startDate: null,
    endDate: null,
    status: 'live',
  };
  const field = (id: string, label: string, input: React.ReactNode, error?: string) => (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {input}
      {error && <p className="mt-1 text-sm text-danger-700">{error}</p>}
    </div>
  );
  const stamps: [string, string | null][] = [
    ['Talep', ad.createdAt],
    ['İletişim', ad.contactedAt],
    ['Hazırlandı', ad.customizedAt],
    ['Yayında', ad.liveAt],
    ['Bitti', ad.endedAt],
    ['İptal', ad.cancelledAt],
  ];

  return (
    <div className="space-y-6" aria-busy={busy}>
      <section className={cx(cardClass, 'p-5')} aria-labelledby={`ad-${ad.id}-title`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={`ad-${ad.id}-title`} className="text-lg font-bold text-ink">
              #{ad.id} {ad.businessName}
            </h2>
            <p className="text-sm text-ink-muted">
              {PACKAGE_LABEL[ad.packageType]} · {durationLabel(ad.duration)} · {formatMoney(Number(ad.totalCost))}
            </p>
          </div>
          <span className={badgeClass(ad.status === 'live' ? 'success' : ad.status === 'cancelled' ? 'danger' : 'neutral')} data-testid="ad-status">
            {STATUS_LABEL[ad.status]}
          </span>
        </div>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-muted">İletişim kişisi</dt>
            <dd className="text-ink">{ad.contactPerson}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">E-posta / telefon</dt>
            <dd className="break-all text-ink">
              {ad.email} · {formatTrPhone(ad.phone) || ad.phone}
            </dd>
          </div>
          {ad.message && (
            <div className="sm:col-span-2">
              <dt className="text-ink-muted">Mesaj</dt>
              <dd className="whitespace-pre-line text-ink">{ad.message}</dd>
            </div>
          )}
          <div className="sm:col-span-2">
            <dt className="text-ink-muted">Gösterim / tıklama</dt>
            <dd className="text-ink tabular-nums" data-testid="ad-stats">
              {ad.impressions} / {ad.clicks}
            </dd>
          </div>
        </dl>
        <ol className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          {stamps
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <li key={k}>
                {k}: {formatDateTime(v!)}
              </li>
            ))}
        </ol>
        {AD_TRANSITIONS[ad.status].length > 0 && (
          <div className="mt-4 space-y-3 border-t border-line pt-4">
            {field(`ad-${ad.id}-note`, 'Adım notu (isteğe bağlı)', <input id={`ad-${ad.id}-note`} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} />)}
            <div className="flex flex-wrap gap-2">
              {AD_TRANSITIONS[ad.status].map((to) => (
                <button key={to} type="button" disabled={busy} onClick={() => void move(to)} className={buttonClass({ variant: to === 'cancelled' ? 'destructive' : to === 'contacted' && ad.status === 'customized' ? 'secondary' : 'primary', size: 'sm' })}>
                  {to === 'contacted' && ad.status === 'customized' ? 'İçeriğe geri dön' : NEXT_LABEL[to]}
                </button>
              ))}
            </div>
          </div>
        )}
      </section>

      <section className={cx(cardClass, 'space-y-4 p-5')} aria-labelledby={`ad-${ad.id}-content`}>
        <h3 id={`ad-${ad.id}-content`} className="font-semibold text-ink">
          Reklam içeriği
        </h3>
        {field(`ad-${ad.id}-ctitle`, 'Başlık', <input id={`ad-${ad.id}-ctitle`} value={content.title} onChange={(e) => set('title', e.target.value)} className={inputClass} />, errors['adContent.title'])}
        {field(`ad-${ad.id}-cdesc`, 'Açıklama', <textarea id={`ad-${ad.id}-cdesc`} rows={3} value={content.description} onChange={(e) => set('description', e.target.value)} className={textareaClass} />, errors['adContent.description'])}
        {field(
          `ad-${ad.id}-cimage`,
          'Görsel (JPEG, PNG veya WebP)',
          <input id={`ad-${ad.id}-cimage`} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void upload(e.target.files?.[0])} className="block text-sm" />,
          errors['adContent.image'] ?? errors.image,
        )}
        {field(`ad-${ad.id}-cfeat`, 'Özellikler (her satıra bir tane)', <textarea id={`ad-${ad.id}-cfeat`} rows={3} value={content.features} onChange={(e) => set('features', e.target.value)} className={textareaClass} />)}
        <div className="grid gap-4 sm:grid-cols-2">
          {field(`ad-${ad.id}-cphone`, 'Reklamdaki telefon', <input id={`ad-${ad.id}-cphone`} value={content.phone} onChange={(e) => set('phone', e.target.value)} className={inputClass} />)}
          {field(`ad-${ad.id}-clink`, 'Bağlantı', <input id={`ad-${ad.id}-clink`} value={content.link} onChange={(e) => set('link', e.target.value)} placeholder="https://… veya /business/12" className={inputClass} />, errors['adContent.link'])}
          {ad.packageType !== 'basic' && field(`ad-${ad.id}-cig`, 'Instagram', <input id={`ad-${ad.id}-cig`} value={content.instagram} onChange={(e) => set('instagram', e.target.value)} className={inputClass} />)}
          {ad.packageType !== 'basic' && field(`ad-${ad.id}-cfb`, 'Facebook', <input id={`ad-${ad.id}-cfb`} value={content.facebook} onChange={(e) => set('facebook', e.target.value)} className={inputClass} />)}
          {field(`ad-${ad.id}-biz`, 'İşletme numarası (kategori sayfasındaki sponsorlu kart)', <input id={`ad-${ad.id}-biz`} inputMode="numeric" value={businessId} onChange={(e) => setBusinessId(e.target.value.replace(/\D/g, ''))} className={inputClass} />, errors.businessId)}
          <div />
          {field(`ad-${ad.id}-start`, 'Başlangıç tarihi', <input id={`ad-${ad.id}-start`} type="date" value={dates.start} onChange={(e) => setDates((d) => ({ ...d, start: e.target.value }))} className={inputClass} />, errors.startDate)}
          {field(`ad-${ad.id}-end`, 'Bitiş tarihi', <input id={`ad-${ad.id}-end`} type="date" value={dates.end} onChange={(e) => setDates((d) => ({ ...d, end: e.target.value }))} className={inputClass} />, errors.endDate)}
        </div>
        {field(`ad-${ad.id}-notes`, 'Yönetici notları (herkese kapalı)', <textarea id={`ad-${ad.id}-notes`} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} className={textareaClass} />)}
        <button type="button" disabled={busy} onClick={() => void save()} className={buttonClass({ variant: 'primary' })}>
          İçeriği kaydet
        </button>
      </section>

      <section aria-labelledby={`ad-${ad.id}-preview`}>
        <h3 id={`ad-${ad.id}-preview`} className="mb-2 font-semibold text-ink">
          Önizleme
        </h3>
        <AdView ad={preview} variant="banner" preview />
      </section>
    </div>
  );
}

function Requests({ onGateLost }: { onGateLost: () => void }) {
  const [status, setStatus] = useState<AdStatus | ''>('');
  const [items, setItems] = useState<AdminAdRequest[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const load = useCallback(() => {
    adAdmin
      .list(status)
      .then((res) => {
        if (gateLost(res)) return onGateLost();
        if (!res.ok) return setError(String(res.body.message ?? 'Liste yüklenemedi.'));
        setError(null);
        setItems(res.body as AdminAdRequest[]);
      })
      .catch(() => setError('Bağlantı kurulamadı.'));
  }, [status, onGateLost]);
  useEffect(load, [load]);

  const current = items?.find((i) => i.id === selected) ?? null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="space-y-3">
        <label htmlFor="ads-status" className={labelClass}>
          Durum
        </label>
        <select id="ads-status" value={status} onChange={(e) => setStatus(e.target.value as AdStatus | '')} className={selectClass}>
          <option value="">Tümü</option>
          {AD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
        {error && (
          <p role="alert" className="text-danger-700">
            {error}
          </p>
        )}
        {!items && !error && <div className={cx(skeletonClass, 'h-40')} aria-busy="true" />}
        {items && items.length === 0 && <p className="text-ink-muted">Bu durumda reklam talebi yok.</p>}
        {items && items.length > 0 && (
          <ul className="space-y-2">
            {items.map((i) => (
              <li key={i.id}>
                <button
                  type="button"
                  aria-current={i.id === selected}
                  onClick={() => setSelected(i.id)}
                  className={cx(cardClass, 'block w-full p-3 text-left hover:bg-surface-sunken', i.id === selected && 'ring-2 ring-brand-600')}
                >
                  <span className="block font-semibold text-ink">
                    #{i.id} {i.businessName}
                  </span>
                  <span className="block text-sm text-ink-muted">
                    {STATUS_LABEL[i.status]} · {PACKAGE_LABEL[i.packageType]} · {formatMoney(Number(i.totalCost))}
                  </span>
                  <span className="block text-xs text-ink-muted">{formatDateTime(i.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        {current ? (
          <Detail key={`${current.id}-${current.updatedAt}`} ad={current} onGateLost={onGateLost} onChanged={(a) => setItems((list) => (list ?? []).map((x) => (x.id === a.id ? a : x)))} />
        ) : (
          <p className="text-ink-muted">Ayrıntılarını görmek için bir talep seçin.</p>
        )}
      </div>
    </div>
  );
}

export default function AdsAdmin({ onGateLost }: { onGateLost: () => void }) {
  const [tab, setTab] = useState<'talepler' | 'fiyatlar'>('talepler');
  return (
    <div>
      <div role="tablist" aria-label="Reklamlar" className="mb-6 flex gap-2">
        {(
          [
            ['talepler', 'Talepler'],
            ['fiyatlar', 'Fiyatlar'],
          ] as const
        ).map(([k, l]) => (
          <button key={k} role="tab" type="button" aria-selected={tab === k} onClick={() => setTab(k)} className={buttonClass({ variant: tab === k ? 'primary' : 'ghost', size: 'sm' })}>
            {l}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'talepler' ? <Requests onGateLost={onGateLost} /> : <AdPrices onGateLost={onGateLost} />}</div>
    </div>
  );
}
