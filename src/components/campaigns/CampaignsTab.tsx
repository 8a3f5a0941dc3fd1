/**
 * The dashboard's "Kampanyalar" tab (decision 031): the form that posts a campaign or an announcement for the
 * selected listing (POST /api/owner/campaigns; an admin checks it before it is shown), and the listing's
 * campaigns with their state (GET /api/owner/campaigns), each pending or approved one withdrawable. A plan
 * without the capability says which plans have it.
 */
import { useEffect, useRef, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import {
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_KINDS,
  CAMPAIGN_LIMITS,
  CAMPAIGN_STATUS_LABELS,
  type CampaignKind,
  type CampaignStatus,
  type OwnerCampaign,
} from '#lib/contract/campaigns.ts';
import { PLAN_LABELS, PLANS } from '#lib/contract/owners.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { PLAN_CAPABILITIES, planCapabilities } from '#lib/plan-capabilities.ts';
import { notify } from '#components/toast/notify.ts';
import type { TabProps } from '#components/owners/dashboard/types.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { ErrorSummary } from '#components/ui/form/ErrorSummary.tsx';
import {
  badgeClass,
  buttonClass,
  cardClass,
  cx,
  inputClass,
  selectClass,
  skeletonClass,
  textareaClass,
  type BadgeVariant,
} from '#components/ui/classes.ts';
import { campaignPeriod } from './copy.ts';

const PLANS_WITH_CAMPAIGNS = PLANS.filter((p) => PLAN_CAPABILITIES[p].campaigns)
  .map((p) => PLAN_LABELS[p])
  .join(' ve ');

const STATUS_BADGE: Record<CampaignStatus, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

const FIELD_LABELS = { kind: 'Tür', title: 'Başlık', text: 'Metin', startDate: 'Başlangıç', endDate: 'Bitiş' } as const;
type FieldName = keyof typeof FIELD_LABELS;

const dayPlus = (n: number) => istanbulDateKey(new Date(Date.now() + n * 86_400_000));

export default function CampaignsTab({ record, live, showTab }: TabProps) {
  const businessId = record.businessId;
  const [campaigns, setCampaigns] = useState<OwnerCampaign[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const allowed = planCapabilities(record.subscriptionPlan).campaigns;

  useEffect(() => {
    if (!live || businessId === null) return;
    let active = true;
    apiAnswer<OwnerCampaign[]>('/api/owner/campaigns')
      .then((res) => {
        if (!active) return;
        if (!res.ok) return setLoadError(res.body.message ?? 'Kampanyalar yüklenemedi.');
        setCampaigns(res.body.filter((c) => c.businessId === businessId));
      })
      .catch(() => active && setLoadError('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip sayfayı yenileyin.'));
    return () => {
      active = false;
    };
  }, [live, businessId]);

  if (!live || businessId === null) return null;
  const replaced = (c: OwnerCampaign) => setCampaigns((list) => (list ?? []).map((x) => (x.id === c.id ? c : x)));

  return (
    <section aria-labelledby="od-campaigns-title" className="space-y-6">
      <div>
        <h2 id="od-campaigns-title" className="text-xl font-semibold text-ink">
          Kampanyalar ve duyurular
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Onaylanan kampanyalar seçtiğiniz günler boyunca işletme sayfanızda, Kampanyalar listesinde ve kartınızda “Kampanya” etiketiyle
          görünür. Her gönderi yayından önce ekibimizce kontrol edilir.
        </p>
      </div>
      {allowed ? (
        <CampaignForm businessId={businessId} onCreated={(c) => setCampaigns((list) => [c, ...(list ?? [])])} />
      ) : (
        <div className={cx(cardClass, 'p-5')} data-campaigns-locked>
          <p className="text-ink">Kampanya ve duyuru yayınlamak {PLANS_WITH_CAMPAIGNS} planlarına dahildir.</p>
          <button
            type="button"
            onClick={() => showTab('subscription')}
            className={cx(buttonClass({ variant: 'secondary', size: 'sm' }), 'mt-3')}
          >
            Planları gör
          </button>
        </div>
      )}
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">Gönderdikleriniz</h3>
        {loadError ? (
          <p className="text-danger-700" role="alert">
            {loadError}
          </p>
        ) : !campaigns ? (
          <div className={cx(skeletonClass, 'h-24 w-full')} />
        ) : campaigns.length === 0 ? (
          <p className={cx(cardClass, 'p-5 text-ink-muted')}>Henüz kampanya ya da duyuru göndermediniz.</p>
        ) : (
          <ul className="space-y-3">
            {campaigns.map((c) => (
              <CampaignItem key={c.id} campaign={c} onChanged={replaced} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function CampaignForm({ businessId, onCreated }: { businessId: number; onCreated: (c: OwnerCampaign) => void }) {
  const empty = { kind: 'kampanya' as CampaignKind, title: '', text: '', startDate: dayPlus(0), endDate: dayPlus(6) };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const set = (k: FieldName) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = async () => {
    setSending(true);
    setErrors({});
    setMessage(null);
    try {
      const res = await apiAnswer<OwnerCampaign>('/api/owner/campaigns', { method: 'POST', body: { businessId, ...values } });
      if (!res.ok) {
        setErrors((res.body.errors ?? {}) as Partial<Record<FieldName, string>>);
        setMessage(res.body.message ?? 'Kampanya gönderilemedi.');
        requestAnimationFrame(() => summary.current?.focus());
        return;
      }
      onCreated(res.body);
      setValues(empty);
      notify({ title: 'Kampanya gönderildi', description: 'Onaylandığında size e-postayla haber vereceğiz.' });
    } catch {
      setMessage('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip yeniden deneyin.');
    } finally {
      setSending(false);
    }
  };

  const items = (Object.keys(errors) as FieldName[])
    .filter((k) => k in FIELD_LABELS && errors[k])
    .map((k) => ({ target: `cf-${k}`, label: FIELD_LABELS[k], message: errors[k]! }));

  return (
    <form
      className={cx(cardClass, 'space-y-4 p-5 sm:p-6')}
      noValidate
      aria-labelledby="cf-title-heading"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-campaign-form
    >
      <h3 id="cf-title-heading" className="text-lg font-semibold text-ink">
        Yeni kampanya veya duyuru
      </h3>
      {(items.length > 0 || message) && <ErrorSummary ref={summary} items={items} message={message} />}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <Field id="cf-kind" label={FIELD_LABELS.kind} required error={errors.kind}>
          {(control) => (
            <select {...control} value={values.kind} onChange={set('kind')} className={selectClass}>
              {CAMPAIGN_KINDS.map((k) => (
                <option key={k} value={k}>
                  {CAMPAIGN_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="cf-title"
          label={FIELD_LABELS.title}
          required
          error={errors.title}
          hint={`En fazla ${CAMPAIGN_LIMITS.titleMax} karakter`}
        >
          {(control) => (
            <input {...control} value={values.title} onChange={set('title')} maxLength={CAMPAIGN_LIMITS.titleMax} className={inputClass} />
          )}
        </Field>
      </div>
      <Field
        id="cf-text"
        label={FIELD_LABELS.text}
        required
        error={errors.text}
        hint={`${values.text.length} / ${CAMPAIGN_LIMITS.textMax} karakter; telefon ve adres sayfanızda zaten var.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={values.text}
            onChange={set('text')}
            maxLength={CAMPAIGN_LIMITS.textMax}
            className={textareaClass}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:max-w-md">
        <Field id="cf-startDate" label={FIELD_LABELS.startDate} required error={errors.startDate}>
          {(control) => (
            <input {...control} type="date" value={values.startDate} min={dayPlus(0)} onChange={set('startDate')} className={inputClass} />
          )}
        </Field>
        <Field id="cf-endDate" label={FIELD_LABELS.endDate} required error={errors.endDate}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.endDate}
              min={values.startDate}
              onChange={set('endDate')}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <p className="text-sm text-ink-muted">En fazla {CAMPAIGN_LIMITS.maxDays} gün; ilk ve son gün dahil, Türkiye saatiyle.</p>
      <button type="submit" disabled={sending} className={buttonClass({ variant: 'primary' })}>
        {sending ? 'Gönderiliyor…' : 'Onaya gönder'}
      </button>
    </form>
  );
}

function CampaignItem({ campaign: c, onChanged }: { campaign: OwnerCampaign; onChanged: (c: OwnerCampaign) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await apiAnswer<OwnerCampaign>(`/api/owner/campaigns/${c.id}/withdraw`, { method: 'POST', body: {} });
      if (!res.ok) return setError(res.body.message ?? 'Geri çekilemedi.');
      onChanged(res.body);
      notify({ title: 'Kampanya geri çekildi' });
    } catch {
      setError('Sunucuya ulaşılamadı.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={cx(cardClass, 'p-4 sm:p-5')} data-owner-campaign={c.id}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={badgeClass(STATUS_BADGE[c.status])} data-campaign-status>
          {CAMPAIGN_STATUS_LABELS[c.status]}
        </span>
        <span className="text-xs font-semibold text-ink-muted">{CAMPAIGN_KIND_LABELS[c.kind]}</span>
        <span className="text-xs text-ink-muted">{campaignPeriod(c.startDate, c.endDate)}</span>
      </div>
      <p className="mt-2 font-semibold text-ink">{c.title}</p>
      <p className="mt-1 text-sm whitespace-pre-line text-ink-muted">{c.text}</p>
      {c.status === 'rejected' && c.rejectionReason && (
        <p className="mt-2 rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">Gerekçe: {c.rejectionReason}</p>
      )}
      {(c.status === 'pending' || c.status === 'approved') && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void withdraw()}
          className={cx(buttonClass({ variant: 'secondary', size: 'sm' }), 'mt-3')}
        >
          {busy ? 'Geri çekiliyor…' : 'Geri çek'}
        </button>
      )}
      {error && (
        <p className="mt-2 text-sm font-medium text-danger-700" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
