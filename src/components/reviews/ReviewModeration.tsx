/**
 * The admin section "Değerlendirmeler" (/admin?bolum=degerlendirmeler): the pending queue (oldest first),
 * the reported queue (reviews with open reports, and the reports), and the decided lists, each searchable
 * (text, title, business, author) and narrowed to one business. Approve (several at once in the pending
 * queue, after a confirmation naming the count), reject with a reason (mailed to the author), hide an
 * approved review, dismiss a review's reports. Every action is
 * audited by the function; a 401/403 sends the screen back to the gate.
 */
import { useCallback, useEffect, useState } from 'react';
import { adminCall, gateLost } from '#components/admin/moderation-api.ts';
import { notify } from '#components/toast/notify.ts';
import {
  badgeClass,
  buttonClass,
  cardClass,
  checkboxClass,
  cx,
  inputClass,
  linkClass,
  skeletonClass,
  textareaClass,
} from '#components/ui/classes.ts';
import { formatDateTime, formatCount } from '#lib/format.ts';
import {
  ADMIN_REVIEW_QUEUES,
  REPORT_REASONS,
  REVIEW_LIMITS,
  REVIEW_STATUS_LABELS,
  reviewRejectSchema,
  type AdminReviewItem,
  type AdminReviewList,
  type AdminReviewQueue,
} from '#lib/contract/reviews.ts';
import { Stars } from './Stars.tsx';

export const REVIEW_MODERATION_COPY = {
  title: 'Değerlendirmeler',
  queues: {
    pending: 'Onay bekleyenler',
    reported: 'Bildirilenler',
    approved: 'Yayında',
    rejected: 'Reddedilenler',
    hidden: 'Gizlenenler',
  } satisfies Record<AdminReviewQueue, string>,
  empty: 'Bu listede değerlendirme yok.',
  total: (n: number) => `${formatCount(n)} değerlendirme`,
  approve: 'Onayla',
  reject: 'Reddet',
  hide: 'Gizle',
  dismiss: 'Bildirimleri kapat',
  reasonLabel: 'Ret nedeni (yazara e-postayla gönderilir)',
  sendReject: 'Reddet ve bildir',
  cancel: 'Vazgeç',
  done: {
    approve: 'Değerlendirme onaylandı',
    reject: 'Değerlendirme reddedildi',
    hide: 'Değerlendirme gizlendi',
    'dismiss-reports': 'Bildirimler kapatıldı',
  },
  failed: 'İşlem yapılamadı',
  network: 'Bağlantı kurulamadı.',
  reports: 'Açık bildirimler',
  ownerReply: 'İşletmenin yanıtı',
  by: (name: string, email: string) => `${name} (${email})`,
  loading: 'Yükleniyor…',
  search: 'Ara',
  searchHint: 'Metin, başlık, işletme adı ya da yazarın adı veya e-postası',
  filter: 'Filtrele',
  clear: 'Temizle',
  onlyBusiness: 'Yalnızca bu işletme',
  businessFilter: (name: string) => `İşletme: ${name}`,
  removeBusiness: 'İşletme filtresini kaldır',
  select: (title: string) => `${title} değerlendirmesini seç`,
  selectAll: 'Bu sayfadakilerin tümünü seç',
  approveSelected: (n: number) => `Seçilenleri onayla (${n})`,
  confirmBulk: (n: number) => `${n} değerlendirme onaylanıp yayına alınacak. Emin misiniz?`,
  confirmBulkYes: (n: number) => `Evet, ${n} değerlendirmeyi onayla`,
  approvedMany: (n: number) => `${n} değerlendirme onaylandı`,
  notApproved: (n: number) => `${n} değerlendirme onaylanamadı (bu arada değişmiş olabilir); liste yenilendi.`,
} as const;
const c = REVIEW_MODERATION_COPY;

type Action = 'approve' | 'reject' | 'hide' | 'dismiss-reports';

interface ItemProps {
  item: AdminReviewItem;
  onAction: (item: AdminReviewItem, action: Action, reason?: string) => Promise<boolean>;
  /** Present where several may be approved at once (the pending queue). */
  selected?: boolean;
  onSelect?: (on: boolean) => void;
  onBusiness: (b: { id: number; name: string }) => void;
}

function Item({ item, onAction, selected, onSelect, onBusiness }: ItemProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (action: Action, why?: string) => {
    setBusy(true);
    const ok = await onAction(item, action, why);
    setBusy(false);
    if (ok) setRejecting(false);
  };
  const reject = () => {
    const parsed = reviewRejectSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    void act('reject', parsed.data.reason);
  };
  const base = `admin-review-${item.id}`;
  return (
    <li className={cx(cardClass, 'p-5')} data-admin-review={item.id} aria-labelledby={`${base}-title`}>
      <div className="flex flex-wrap items-center gap-2">
        {onSelect && (
          <input
            type="checkbox"
            className={checkboxClass}
            checked={selected ?? false}
            aria-label={c.select(item.title ?? item.business.name)}
            onChange={(e) => onSelect(e.target.checked)}
          />
        )}
        <Stars value={item.rating} />
        <span className="text-sm font-semibold text-ink">{item.rating} / 5</span>
        <span className={badgeClass(item.status === 'approved' ? 'success' : item.status === 'pending' ? 'warning' : 'danger')}>
          {REVIEW_STATUS_LABELS[item.status]}
        </span>
      </div>
      <h3 id={`${base}-title`} className="mt-2 font-semibold text-ink">
        {item.title}
      </h3>
      <p className="mt-1 text-sm break-words text-ink-subtle">
        <a href={`/business/${item.business.id}`} className={linkClass}>
          {item.business.name}
        </a>
        {' · '}
        <button type="button" className={cx(linkClass, 'text-sm')} onClick={() => onBusiness(item.business)}>
          {c.onlyBusiness}
        </button>
        {' · '}
        {c.by(item.author.name, item.author.email)}
        {' · '}
        {formatDateTime(item.updatedAt)}
      </p>
      <p className="mt-2 max-w-prose text-sm break-words whitespace-pre-line text-ink-muted">{item.content}</p>
      {item.photos.length > 0 && (
        <ul className="mt-2 flex gap-2">
          {item.photos.map((p, i) => (
            <li key={p.url}>
              <a href={p.url} target="_blank" rel="noopener">
                <img
                  src={p.thumbUrl}
                  alt={`${i + 1}. fotoğraf`}
                  width={96}
                  height={72}
                  className="h-18 w-24 rounded-control object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {item.rejectionReason && <p className="mt-2 text-sm text-danger-700">{item.rejectionReason}</p>}
      {item.ownerReply && (
        <p className="mt-2 text-sm text-ink-muted">
          <strong>{c.ownerReply}:</strong> {item.ownerReply.text}
        </p>
      )}
      {item.openReports.length > 0 && (
        <div className="mt-3 rounded-control bg-warning-50 p-3">
          <p className="text-sm font-semibold text-warning-700">{c.reports}</p>
          <ul className="mt-1 space-y-1 text-sm text-ink">
            {item.openReports.map((r) => (
              <li key={r.id} data-open-report>
                {REPORT_REASONS[r.reason] ?? r.reason}
                {r.details ? `: ${r.details}` : ''}{' '}
                <span className="text-ink-subtle">
                  ({r.reporter}, {formatDateTime(r.createdAt)})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {item.status !== 'approved' && (
          <button type="button" className={buttonClass({ size: 'sm' })} disabled={busy} onClick={() => void act('approve')}>
            {c.approve}
          </button>
        )}
        {item.status !== 'rejected' && !rejecting && (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            disabled={busy}
            onClick={() => setRejecting(true)}
          >
            {c.reject}
          </button>
        )}
        {item.status === 'approved' && (
          <button
            type="button"
            className={buttonClass({ variant: 'destructive', size: 'sm' })}
            disabled={busy}
            onClick={() => void act('hide')}
          >
            {c.hide}
          </button>
        )}
        {item.openReports.length > 0 && (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            disabled={busy}
            onClick={() => void act('dismiss-reports')}
          >
            {c.dismiss}
          </button>
        )}
      </div>
      {rejecting && (
        <div className="mt-3">
          <label htmlFor={`${base}-reason`} className="mb-1.5 block text-sm font-semibold text-ink">
            {c.reasonLabel}
          </label>
          <textarea
            id={`${base}-reason`}
            className={textareaClass}
            rows={3}
            maxLength={REVIEW_LIMITS.rejectReasonMax}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${base}-reason-error` : undefined}
          />
          {error && (
            <p id={`${base}-reason-error`} className="mt-1.5 text-sm font-medium text-danger-700">
              {error}
            </p>
          )}
          <div className="mt-2 flex gap-2">
            <button type="button" className={buttonClass({ variant: 'destructive', size: 'sm' })} disabled={busy} onClick={reject}>
              {c.sendReject}
            </button>
            <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={() => setRejecting(false)}>
              {c.cancel}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

export default function ReviewModeration({ onGateLost }: { onGateLost: () => void }) {
  // `&liste=bildirilenler` (the overview's link for reports) opens the reported queue.
  const [queue, setQueue] = useState<AdminReviewQueue>(() =>
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('liste') === 'bildirilenler' ? 'reported' : 'pending',
  );
  const [data, setData] = useState<AdminReviewList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [business, setBusiness] = useState<{ id: number; name: string } | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [bulkBusy, setBulkBusy] = useState(false);

  useEffect(() => {
    let active = true;
    const params = new URLSearchParams({ queue });
    if (q) params.set('q', q);
    if (business) params.set('business', String(business.id));
    adminCall<AdminReviewList>(`/api/admin/reviews?${params}`)
      .then((res) => {
        if (!active) return;
        if (gateLost(res)) return onGateLost();
        if (!res.ok) return setError(String(res.body.message ?? c.failed));
        setError(null);
        setData(res.body);
      })
      .catch(() => active && setError(c.network));
    return () => {
      active = false;
    };
  }, [queue, q, business, reload, onGateLost]);

  const reset = () => {
    setData(null);
    setSelected(new Set());
    setConfirming(false);
  };

  // Approves the selected reviews one by one (each with the version the admin read); a review changed
  // meanwhile is refused by the server (409) and counted as not approved.
  const approveSelected = async () => {
    const chosen = (data?.items ?? []).filter((i) => selected.has(i.id));
    setBulkBusy(true);
    let done = 0;
    try {
      for (const item of chosen) {
        const res = await adminCall(`/api/admin/reviews/${item.id}/approve`, 'POST', { version: item.version });
        if (gateLost(res)) return onGateLost();
        if (res.ok) done += 1;
      }
      notify({
        title: c.approvedMany(done),
        ...(done < chosen.length ? { description: c.notApproved(chosen.length - done), variant: 'destructive' as const } : {}),
      });
    } catch {
      notify({ title: c.failed, description: c.network, variant: 'destructive' });
    } finally {
      setBulkBusy(false);
      setSelected(new Set());
      setConfirming(false);
      setReload((n) => n + 1);
    }
  };

  const onAction = useCallback(
    async (item: AdminReviewItem, action: Action, reason?: string) => {
      try {
        const res = await adminCall(
          `/api/admin/reviews/${item.id}/${action}`,
          'POST',
          action === 'approve' || action === 'reject' ? { ...(reason ? { reason } : {}), version: item.version } : undefined,
        );
        if (gateLost(res)) {
          onGateLost();
          return false;
        }
        if (!res.ok) {
          notify({ title: c.failed, description: String(res.body.message ?? ''), variant: 'destructive' });
          if (res.status === 409) setReload((n) => n + 1); // the review changed meanwhile: show it as it is now
          return false;
        }
        notify({ title: c.done[action] });
        setReload((n) => n + 1);
        return true;
      } catch {
        notify({ title: c.failed, description: c.network, variant: 'destructive' });
        return false;
      }
    },
    [onGateLost],
  );

  return (
    <section aria-labelledby="admin-reviews-title" data-admin-reviews>
      <h2 id="admin-reviews-title" className="text-2xl font-bold text-ink">
        {c.title}
      </h2>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Liste">
        {ADMIN_REVIEW_QUEUES.map((q) => (
          <button
            key={q}
            type="button"
            aria-pressed={queue === q}
            className={buttonClass({ variant: queue === q ? 'primary' : 'secondary', size: 'sm' })}
            onClick={() => {
              reset();
              setQueue(q);
            }}
            data-queue={q}
          >
            {c.queues[q]}
          </button>
        ))}
      </div>
      <form
        role="search"
        className={cx(cardClass, 'mt-4 flex flex-wrap items-end gap-3 p-4')}
        onSubmit={(e) => {
          e.preventDefault();
          reset();
          setQ(draft.trim());
        }}
      >
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="admin-reviews-q" className="mb-1.5 block text-sm font-semibold text-ink">
            {c.search}
          </label>
          <input
            id="admin-reviews-q"
            type="search"
            value={draft}
            maxLength={100}
            placeholder={c.searchHint}
            onChange={(e) => setDraft(e.target.value)}
            className={inputClass}
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass({ size: 'sm' })}>
            {c.filter}
          </button>
          {(q || business) && (
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              onClick={() => {
                reset();
                setDraft('');
                setQ('');
                setBusiness(null);
              }}
            >
              {c.clear}
            </button>
          )}
        </div>
        {business && (
          <p className="flex w-full flex-wrap items-center gap-2 text-sm text-ink" role="status">
            <span className="break-words">{c.businessFilter(business.name)}</span>
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              onClick={() => {
                reset();
                setBusiness(null);
              }}
            >
              {c.removeBusiness}
            </button>
          </p>
        )}
      </form>
      {error && (
        <p className="mt-4 text-danger-700" role="alert">
          {error}
        </p>
      )}
      {!error && !data && (
        <div aria-busy="true" className="mt-4">
          <span className="sr-only">{c.loading}</span>
          <div className={cx(skeletonClass, 'h-32 w-full')} />
        </div>
      )}
      {data && (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-3 text-sm text-ink-muted" role="status">
              {queue === 'pending' && data.items.length > 0 && (
                <input
                  type="checkbox"
                  className={checkboxClass}
                  aria-label={c.selectAll}
                  checked={data.items.every((i) => selected.has(i.id))}
                  onChange={(e) => setSelected(e.target.checked ? new Set(data.items.map((i) => i.id)) : new Set())}
                />
              )}
              {c.total(data.total)}
            </p>
            {queue === 'pending' && data.items.length > 0 && (
              <button
                type="button"
                className={buttonClass({ size: 'sm' })}
                disabled={selected.size === 0 || bulkBusy}
                aria-expanded={confirming}
                onClick={() => setConfirming(true)}
              >
                {c.approveSelected(selected.size)}
              </button>
            )}
          </div>
          {confirming && selected.size > 0 && (
            <div
              role="alertdialog"
              aria-labelledby="admin-reviews-confirm"
              className="mt-3 flex flex-wrap items-center gap-3 rounded-card bg-warning-50 p-3"
            >
              <p id="admin-reviews-confirm" className="min-w-0 flex-1 text-sm font-semibold text-warning-700">
                {c.confirmBulk(selected.size)}
              </p>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={buttonClass({ size: 'sm' })} disabled={bulkBusy} onClick={() => void approveSelected()}>
                  {c.confirmBulkYes(selected.size)}
                </button>
                <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={() => setConfirming(false)}>
                  {c.cancel}
                </button>
              </div>
            </div>
          )}
          {data.items.length === 0 ? (
            <p className={cx(cardClass, 'mt-3 p-5 text-ink-muted')}>{c.empty}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-4">
              {data.items.map((item) => (
                <Item
                  key={item.id}
                  item={item}
                  onAction={onAction}
                  onBusiness={(b) => {
                    reset();
                    setBusiness(b);
                  }}
                  {...(queue === 'pending'
                    ? {
                        selected: selected.has(item.id),
                        onSelect: (on: boolean) =>
                          setSelected((s) => {
                            const next = new Set(s);
                            if (on) next.add(item.id);
                            else next.delete(item.id);
                            return next;
                          }),
                      }
                    : {})}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
