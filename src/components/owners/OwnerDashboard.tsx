/**
 * /business-owner-dashboard (spec §2 "Owner dashboard"; issue 13): the logged-in person's ownerships and
 * applications (GET /api/business-owners), one at a time with a switcher. Header (logo, name, status and
 * plan badges), pending/rejected banners, four totals of the last 30 days, tabs overview / analytics
 * (chart loaded only here, with the same numbers as a table and the published counting rules) / profile /
 * subscription (the plans of the one price list), and the quick actions Düzenle, Fotoğraf ekle, Ayarlar.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { COUNTING_RULES, PLAN_LABELS, type AnalyticsAnswer, type OwnerRecord, type Plan } from '#lib/contract/owners.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatShortDate } from '#lib/format.ts';
import { formatTrPhone } from '#lib/phone.ts';
import type { MapStyleSettings } from '#lib/map-config.ts';
import type { PriceItem } from '#lib/pricing.ts';
import { KDV_NOTE } from '#lib/pricing.ts';
import { loadSession, useSession } from '#stores/session.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { badgeClass, buttonClass, cardClass, cx, inputClass, linkClass, skeletonClass, type BadgeVariant } from '#components/ui/classes.ts';
import { notify } from '#components/toast/notify.ts';
import EditListing, { type Option } from './EditListing.tsx';
import OwnerSettings from './OwnerSettings.tsx';
import MessagesInbox from './MessagesInbox.tsx';
import { FIELD_LABELS, REASON_LABELS } from './owner-copy.ts';

const AnalyticsChart = lazy(() => import('./AnalyticsChart.tsx'));

const STATUS_BADGE: Record<string, [string, BadgeVariant]> = {
  approved: ['Onaylandı', 'success'],
  pending: ['Beklemede', 'warning'],
  email_pending: ['Beklemede', 'warning'],
  rejected: ['Reddedildi', 'danger'],
};
const PLAN_BADGE: Record<Plan, BadgeVariant> = { premium: 'highlight', basic: 'brand', free: 'neutral' };
const TABS = [
  ['overview', 'Genel bakış'],
  ['analytics', 'İstatistikler'],
  ['profile', 'Profil'],
  ['subscription', 'Abonelik'],
  ['messages', 'Mesajlar'],
] as const;
type Tab = (typeof TABS)[number][0];
type Panel = { kind: 'edit' | 'photos'; suggestionId?: number } | { kind: 'settings' } | null;

interface Suggestion {
  id: number;
  reason: string;
  note: string | null;
  status: string;
  createdAt: string;
}
interface Change {
  id: number;
  status: string;
  after: Record<string, unknown>;
  rejectionReason: string | null;
  createdAt: string;
}

const TOTALS = [
  ['views', 'Görüntülenme', 'star'],
  ['phoneClicks', 'Telefon araması', 'phone'],
  ['websiteClicks', 'Web sitesi tıklaması', 'globe'],
  ['directionsClicks', 'Yol tarifi', 'map-pin'],
] as const;

export default function OwnerDashboard({ categories, districts, mapSettings }: { categories: Option[]; districts: Option[]; mapSettings?: MapStyleSettings }) {
  const session = useSession();
  const [records, setRecords] = useState<OwnerRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  // ?sekme=mesajlar: the new-message mail's link (the tabs render only after the records load, never on the server).
  const [tab, setTab] = useState<Tab>(() => (typeof location !== 'undefined' && new URLSearchParams(location.search).get('sekme') === 'mesajlar' ? 'messages' : 'overview'));
  const [panel, setPanel] = useState<Panel>(null);
  const [stats, setStats] = useState<AnalyticsAnswer | null>(null);
  const [plans, setPlans] = useState<PriceItem[] | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [changes, setChanges] = useState<Change[]>([]);
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    void loadSession();
  }, []);
  const user = session.status === 'ready' ? session.user : null;

  useEffect(() => {
    if (!user) return;
    let active = true;
    apiAnswer<OwnerRecord[]>('/api/business-owners')
      .then((res) => {
        if (!active) return;
        if (!res.ok) return setError(res.body.message ?? 'Bilgiler yüklenemedi.');
        setError(null);
        setRecords(res.body);
      })
      .catch(() => active && setError('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip sayfayı yenileyin.'));
    return () => {
      active = false;
    };
  }, [user, reload]);

  const record = records?.find((r) => r.id === selected) ?? records?.find((r) => r.status === 'approved') ?? records?.[0] ?? null;
  const live = record?.status === 'approved' && record.businessId !== null;

  useEffect(() => {
    if (!record || !live) return;
    let active = true;
    void Promise.all([
      apiAnswer<AnalyticsAnswer>(`/api/analytics/${record.businessId}`),
      apiAnswer<Suggestion[]>(`/api/business-owners/${record.id}/suggestions`),
      apiAnswer<Change[]>(`/api/business-owners/${record.id}/changes`),
    ]).then(([a, s, c]) => {
      if (!active) return;
      setStats(a.ok ? a.body : null);
      setSuggestions(s.ok ? s.body : []);
      setChanges(c.ok ? c.body : []);
    });
    return () => {
      active = false;
    };
  }, [record, live, reload]);

  useEffect(() => {
    if (tab !== 'subscription' || plans) return;
    void apiAnswer<{ plans: PriceItem[] }>('/api/business-owners/plans').then((r) => r.ok && setPlans(r.body.plans));
  }, [tab, plans]);

  if (session.status === 'loading' || (user && !records && !error)) {
    return (
      <div aria-busy="true">
        <span className="sr-only">Yükleniyor…</span>
        <div className={cx(skeletonClass, 'h-48 w-full')} />
      </div>
    );
  }
  if (!user) {
    return (
      <div className={cx(cardClass, 'p-6 text-center sm:p-8')}>
        <h2 className="text-2xl font-bold text-ink">Giriş yapın</h2>
        <p className="mt-2 text-ink-muted">İşletme panelinizi görmek için hesabınıza giriş yapın.</p>
        <a href={`/login?next=${encodeURIComponent('/business-owner-dashboard')}`} className={cx(buttonClass(), 'mt-6')}>
          Giriş yap
        </a>
      </div>
    );
  }
  if (error) {
    return (
      <p className={cx(cardClass, 'p-6 text-danger-700')} role="alert">
        {error}
      </p>
    );
  }
  if (!record) {
    return (
      <div className={cx(cardClass, 'p-6 text-center sm:p-8')}>
        <Icon name="store" size={40} className="mx-auto text-ink-muted" />
        <h2 className="mt-4 text-2xl font-bold text-ink">İşletme sahipliği bulunamadı</h2>
        <p className="mt-2 text-ink-muted">Hesabınıza bağlı bir işletme veya başvuru yok.</p>
        <a href="/business-owner-register" className={cx(buttonClass(), 'mt-6')}>
          İşletme sahibi ol
        </a>
      </div>
    );
  }

  const [statusLabel, statusVariant] = STATUS_BADGE[record.status] ?? ['Bilinmiyor', 'neutral'];
  const plan = record.subscriptionPlan;
  const totals = stats?.totals ?? { views: 0, phoneClicks: 0, websiteClicks: 0, directionsClicks: 0 };
  const logo = record.business?.images[0];

  const requestPlan = async (code: Plan) => {
    const res = await apiAnswer<{ message: string }>(`/api/business-owners/${record.id}/plan-request`, { method: 'POST', body: { plan: code } });
    if (!res.ok) return notify({ title: 'Talep gönderilemedi', description: res.body.message, variant: 'destructive' });
    notify({ title: 'Plan talebiniz alındı', description: res.body.message, duration: 8000 });
    refresh();
  };
  const dismiss = async (id: number) => {
    const res = await apiAnswer(`/api/business-owners/${record.id}/suggestions/${id}/dismiss`, { method: 'POST' });
    if (!res.ok) return notify({ title: 'İşlem yapılamadı', description: res.body.message, variant: 'destructive' });
    refresh();
  };

  return (
    <div className="space-y-6">
      {records && records.length > 1 && (
        <div>
          <label htmlFor="od-switch" className="mb-1.5 block text-sm font-semibold text-ink">
            İşletme
          </label>
          <select
            id="od-switch"
            value={record.id}
            onChange={(e) => {
              setSelected(Number(e.target.value));
              setPanel(null);
              setStats(null);
            }}
            className={cx(inputClass, 'max-w-md')}
          >
            {records.map((r) => (
              <option key={r.id} value={r.id}>
                {r.businessName} ({STATUS_BADGE[r.status]?.[0] ?? 'Bilinmiyor'})
              </option>
            ))}
          </select>
        </div>
      )}

      <header className={cx(cardClass, 'flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6')}>
        {logo ? (
          <img src={logo} alt="" width={72} height={72} className="size-18 rounded-card object-cover" />
        ) : (
          <span className="flex size-18 items-center justify-center rounded-card bg-brand-50 text-2xl font-bold text-brand-700" aria-hidden="true">
            {record.businessName.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-bold break-words text-ink">{record.businessName}</h2>
          <div className="mt-2 flex flex-wrap gap-2">
            <span className={badgeClass(statusVariant, 'px-3 py-1 text-sm')}>{statusLabel}</span>
            <span className={badgeClass(PLAN_BADGE[plan], 'px-3 py-1 text-sm')}>{PLAN_LABELS[plan]}</span>
          </div>
        </div>
        {live && (
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={() => setPanel({ kind: 'edit' })} className={buttonClass({ size: 'sm' })}>
              Düzenle
            </button>
            <button type="button" onClick={() => setPanel({ kind: 'photos' })} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
              Fotoğraf ekle
            </button>
            <button type="button" onClick={() => setPanel({ kind: 'settings' })} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
              Ayarlar
            </button>
          </div>
        )}
      </header>

      {record.status === 'email_pending' && (
        <p className="rounded-card border border-warning-600/40 bg-warning-50 p-4 text-warning-700" role="status">
          Başvurunuzun incelemeye alınması için e-posta adresinize ({record.email}) gönderdiğimiz bağlantıyı açın. E-posta gelmediyse gereksiz (spam) klasörünü kontrol edin.
        </p>
      )}
      {record.status === 'pending' && (
        <p className="rounded-card border border-warning-600/40 bg-warning-50 p-4 text-warning-700" role="status">
          Başvurunuz inceleniyor ve 1–3 iş günü içinde sonuçlanacak. Sonucu e-postayla bildireceğiz.
        </p>
      )}
      {record.status === 'rejected' && (
        <div className="rounded-card border border-danger-600/40 bg-danger-50 p-4 text-danger-700" role="status">
          <p className="font-semibold">Başvurunuz reddedildi.</p>
          {record.rejectionReason && <p className="mt-1">Neden: {record.rejectionReason}</p>}
          <p className="mt-1">
            Eksikleri tamamlayıp{' '}
            <a href="/business-owner-register" className={linkClass}>
              yeniden başvurabilirsiniz
            </a>
            .
          </p>
        </div>
      )}

      {panel?.kind === 'settings' && (
        <OwnerSettings
          record={record}
          onChanged={() => {
            setPanel(null);
            refresh();
          }}
        />
      )}
      {(panel?.kind === 'edit' || panel?.kind === 'photos') && record.businessId !== null && (
        <EditListing
          ownerId={record.id}
          businessId={record.businessId}
          plan={plan}
          mode={panel.kind}
          suggestionId={panel.suggestionId ?? null}
          categories={categories}
          districts={districts}
          mapSettings={mapSettings}
          onClose={() => setPanel(null)}
          onSent={() => {
            setPanel(null);
            refresh();
          }}
        />
      )}

      <section aria-labelledby="od-totals">
        <h2 id="od-totals" className="mb-3 text-sm font-semibold text-ink-muted">
          Son 30 günün toplamları
        </h2>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {TOTALS.map(([key, label, icon]) => (
            <li key={key} className={cx(cardClass, 'p-4')}>
              <Icon name={icon} size={20} className="text-brand-700" />
              <p className="mt-2 text-2xl font-bold text-ink tabular-nums">{formatNumber(totals[key])}</p>
              <p className="text-sm text-ink-muted">{label}</p>
            </li>
          ))}
        </ul>
      </section>

      <div>
        {/* One row at every width (it scrolls sideways before it would wrap); the line under it is a shadow the active tab's border covers. */}
        <div className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-line)] sm:gap-2" role="tablist" aria-label="Panel bölümleri">
          {TABS.map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`od-tab-${value}`}
              aria-selected={tab === value}
              aria-controls={`od-panel-${value}`}
              onClick={() => setTab(value)}
              className={cx(
                'shrink-0 border-b-2 px-2.5 py-2 text-sm font-semibold whitespace-nowrap sm:px-4 sm:text-base',
                tab === value ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`od-panel-${tab}`} aria-labelledby={`od-tab-${tab}`} className="pt-6">
          {tab === 'overview' && (
            <div className="space-y-6">
              <dl className={cx(cardClass, 'grid gap-3 p-5 sm:grid-cols-2')}>
                {(
                  [
                    ['Sahip', record.ownerName],
                    ['E-posta', record.email],
                    ['Telefon', formatTrPhone(record.phone)],
                    ['Adres', record.address],
                    ['Web sitesi', record.website ?? '—'],
                    ['Başvuru tarihi', formatDate(record.createdAt)],
                  ] as const
                ).map(([k, v]) => (
                  <div key={k}>
                    <dt className="text-sm text-ink-muted">{k}</dt>
                    <dd className="break-words text-ink">{v}</dd>
                  </div>
                ))}
              </dl>
              {live && record.businessId !== null && (
                <div className="flex flex-wrap gap-3">
                  <a href={`/business/${record.businessId}`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                    İşletme sayfasını gör
                  </a>
                  <button type="button" onClick={() => setTab('analytics')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                    İstatistikleri gör
                  </button>
                </div>
              )}
              {live && (
                <section className={cx(cardClass, 'p-5')} aria-labelledby="od-sugg">
                  <h3 id="od-sugg" className="text-lg font-bold text-ink">
                    Ziyaretçi önerileri
                  </h3>
                  {suggestions.filter((s) => s.status === 'pending').length === 0 ? (
                    <p className="mt-2 text-ink-muted">Bekleyen öneri yok.</p>
                  ) : (
                    <ul className="mt-3 space-y-3">
                      {suggestions
                        .filter((s) => s.status === 'pending')
                        .map((s) => (
                          <li key={s.id} className="rounded-card border border-line p-4">
                            <p className="font-semibold text-ink">{REASON_LABELS[s.reason] ?? s.reason}</p>
                            <p className="text-sm text-ink-muted">{formatDateTime(s.createdAt)}</p>
                            {s.note && <p className="mt-1 whitespace-pre-line text-ink">{s.note}</p>}
                            <div className="mt-2 flex gap-2">
                              <button type="button" onClick={() => setPanel({ kind: 'edit', suggestionId: s.id })} className={buttonClass({ size: 'sm' })}>
                                Kabul et ve düzelt
                              </button>
                              <button type="button" onClick={() => void dismiss(s.id)} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
                                Yok say
                              </button>
                            </div>
                          </li>
                        ))}
                    </ul>
                  )}
                </section>
              )}
              {live && changes.length > 0 && (
                <section className={cx(cardClass, 'p-5')} aria-labelledby="od-changes">
                  <h3 id="od-changes" className="text-lg font-bold text-ink">
                    Gönderdiğiniz değişiklikler
                  </h3>
                  <ul className="mt-3 space-y-2 text-sm">
                    {changes.map((c) => (
                      <li key={c.id} className="flex flex-wrap justify-between gap-2 border-b border-line pb-2 last:border-0">
                        <span className="text-ink">
                          {formatDateTime(c.createdAt)} · {Object.keys(c.after).map((k) => FIELD_LABELS[k] ?? k).join(', ')}
                        </span>
                        <span className={c.status === 'approved' ? 'text-success-700' : c.status === 'rejected' ? 'text-danger-700' : 'text-warning-700'}>
                          {c.status === 'approved' ? 'Yayınlandı' : c.status === 'rejected' ? `Reddedildi${c.rejectionReason ? `: ${c.rejectionReason}` : ''}` : 'Onay bekliyor'}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          )}

          {tab === 'analytics' && (
            <div className="space-y-6">
              <h3 className="text-lg font-bold text-ink">Son 30 gün</h3>
              {!live ? (
                <p className="text-ink-muted">İstatistikler, başvurunuz onaylanıp işletmeniz yayınlandığında burada görünür.</p>
              ) : !stats ? (
                <div className={cx(skeletonClass, 'h-72 w-full')} />
              ) : (
                <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
                  <div className={cx(cardClass, 'p-4')}>
                    <Suspense fallback={<div className={cx(skeletonClass, 'h-72 w-full')} />}>
                      <AnalyticsChart days={stats.days} />
                    </Suspense>
                  </div>
                  <div className={cx(cardClass, 'max-h-96 overflow-auto p-4')} tabIndex={0} role="region" aria-label="Günlük sayılar tablosu">
                    <table className="w-full text-left text-sm">
                      <caption className="mb-2 text-left font-semibold text-ink">Günlük sayılar</caption>
                      <thead>
                        <tr className="border-b border-line text-ink-muted">
                          <th scope="col" className="py-1 pr-2">
                            Gün
                          </th>
                          <th scope="col" className="py-1 pr-2 text-right">
                            Görüntülenme
                          </th>
                          <th scope="col" className="py-1 pr-2 text-right">
                            Telefon
                          </th>
                          <th scope="col" className="py-1 pr-2 text-right">
                            Web
                          </th>
                          <th scope="col" className="py-1 text-right">
                            Yol tarifi
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {[...stats.days].reverse().map((d) => (
                          <tr key={d.date} className="border-b border-line last:border-0">
                            <th scope="row" className="py-1 pr-2 font-normal whitespace-nowrap text-ink">
                              {formatShortDate(`${d.date}T12:00:00+03:00`)}
                            </th>
                            <td className="py-1 pr-2 text-right tabular-nums">{formatNumber(d.views)}</td>
                            <td className="py-1 pr-2 text-right tabular-nums">{formatNumber(d.phoneClicks)}</td>
                            <td className="py-1 pr-2 text-right tabular-nums">{formatNumber(d.websiteClicks)}</td>
                            <td className="py-1 text-right tabular-nums">{formatNumber(d.directionsClicks)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </div>
              )}
              <section className="rounded-card bg-surface-sunken p-4" aria-labelledby="od-rules">
                <h4 id="od-rules" className="font-semibold text-ink">
                  Nasıl sayıyoruz?
                </h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
                  {COUNTING_RULES.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </section>
            </div>
          )}

          {tab === 'profile' && (
            <div className="space-y-6">
              <section className={cx(cardClass, 'p-5')} aria-labelledby="od-desc">
                <h3 id="od-desc" className="text-lg font-bold text-ink">
                  Açıklama
                </h3>
                <p className="mt-2 whitespace-pre-line text-ink">{record.business?.description || record.description || 'Henüz açıklama yok'}</p>
              </section>
              <section className={cx(cardClass, 'p-5')} aria-labelledby="od-docs">
                <h3 id="od-docs" className="text-lg font-bold text-ink">
                  Doğrulama belgeleri
                </h3>
                {record.documents.length === 0 ? (
                  <p className="mt-2 text-ink-muted">Belge yok.</p>
                ) : (
                  <ul className="mt-2 space-y-2">
                    {record.documents.map((d) => (
                      <li key={d.key} className="flex flex-wrap items-center justify-between gap-2">
                        <a href={`/api/business-owners/documents/${d.key}`} className={linkClass}>
                          {d.name}
                        </a>
                        <span className={badgeClass('success')}>Yüklendi</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          )}

          {tab === 'messages' && live && <MessagesInbox businessId={record.businessId!} plan={plan} onChoosePlan={() => setTab('subscription')} />}
          {tab === 'subscription' && (
            <div className="space-y-6">
              <div className={cx(cardClass, 'p-5')}>
                <p className="text-ink">
                  Mevcut plan: <strong>{PLAN_LABELS[plan]}</strong>
                </p>
                <p className="mt-1 text-ink-muted">{record.subscriptionExpiresAt ? `Bitiş tarihi: ${formatDate(record.subscriptionExpiresAt)}` : plan === 'free' ? 'Ücretsiz plan süresizdir.' : 'Bitiş tarihi belirlenmedi.'}</p>
                {record.pendingPlanRequest && <p className="mt-1 text-warning-700">{PLAN_LABELS[record.pendingPlanRequest]} plan talebiniz ekibimizde; ödeme için sizinle iletişime geçeceğiz.</p>}
              </div>
              {!plans ? (
                <div className={cx(skeletonClass, 'h-48 w-full')} />
              ) : (
                <ul className="grid gap-4 md:grid-cols-3">
                  {plans.map((p) => (
                    <li key={p.code} className={cx(cardClass, 'flex flex-col p-5', p.highlighted && 'border-brand-600 ring-1 ring-brand-600')}>
                      <h3 className="text-lg font-bold text-ink">{p.name}</h3>
                      <p className="mt-1 text-2xl font-bold text-ink">
                        {formatMoney(p.monthlyPrice)}
                        <span className="text-sm font-normal text-ink-muted"> / ay</span>
                      </p>
                      <ul className="mt-3 flex-1 space-y-1 text-sm text-ink">
                        {p.features.map((f) => (
                          <li key={f} className="flex gap-2">
                            <Icon name="check-circle" size={16} className="mt-0.5 shrink-0 text-success-700" />
                            {f}
                          </li>
                        ))}
                      </ul>
                      {p.code === plan ? (
                        <p className="mt-4 text-center font-semibold text-success-700">Mevcut planınız</p>
                      ) : live ? (
                        <button type="button" onClick={() => void requestPlan(p.code as Plan)} className={cx(buttonClass({ variant: p.highlighted ? 'primary' : 'secondary' }), 'mt-4')}>
                          Bu planı seç
                        </button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
              <p className="text-sm text-ink-muted">{KDV_NOTE} Ücretli planlar ödeme alındıktan sonra ekibimiz tarafından açılır.</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
