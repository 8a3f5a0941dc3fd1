/**
 * The admin's moderation queue (decision 008): tabs by status ('Onay bekleyenler', 'E-posta doğrulanmamış',
 * 'Onaylananlar', 'Reddedilenler') as a tablist, search and category/district filters, pages of 20,
 * several selected and approved at once, and a detail view (ModerationDetail) to read everything
 * submitted, edit it, approve or reject it with a reason. The first section of the admin screen
 * (admin-sections.tsx); `onGateLost` sends the screen back to the gate when a call answers 401/403.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { notify } from '#components/toast/notify.ts';
import { buttonClass, cardClass, checkboxClass, cx, inputClass, skeletonClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { adminCall, failToast, gateLost, type BusinessStatus, type ModerationItem, type Option } from './moderation-api.ts';
import { MODERATION_COPY as copy } from './moderation-copy.ts';
import ModerationDetail from './ModerationDetail.tsx';
import { navigateTo } from '#components/search/url-store.ts';
import BulkBar from './BulkBar.tsx';
import ModerationRow from './ModerationRow.tsx';
import QueueKeys from './QueueKeys.tsx';
import { useQueueKeys } from './use-queue-keys.ts';

const STATUSES: BusinessStatus[] = ['pending', 'email_pending', 'approved', 'rejected'];
const PAGE = 20;
const allOption = { value: '', label: copy.all };

interface Filters {
  q: string;
  category: string;
  district: string;
}

export interface ModerationProps {
  categories: Option[];
  districts: Option[];
  onGateLost: () => void;
}

export default function Moderation({ categories, districts, onGateLost }: ModerationProps) {
  const id = useId();
  const [status, setStatus] = useState<BusinessStatus>('pending');
  const [filters, setFilters] = useState<Filters>({ q: '', category: '', district: '' });
  const [draft, setDraft] = useState<Filters>(filters);
  const [offset, setOffset] = useState(0);
  const [data, setData] = useState<{ items: ModerationItem[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // `?isletme=ID` (a link from the overview or the audit log) opens that business's detail.
  const [openId, setOpenId] = useState<number | null>(() => {
    const n = typeof window === 'undefined' ? NaN : Number(new URLSearchParams(window.location.search).get('isletme'));
    return Number.isInteger(n) && n > 0 ? n : null;
  });
  const [rejectingId, setRejectingId] = useState<number | null>(null);
  const [reload, setReload] = useState(0);
  const tabRefs = useRef<Partial<Record<BusinessStatus, HTMLButtonElement | null>>>({});
  const lastOpened = useRef<number | null>(null);

  useEffect(() => {
    let active = true;
    const params = new URLSearchParams({ status, limit: String(PAGE), offset: String(offset) });
    if (filters.q.trim()) params.set('q', filters.q.trim());
    if (filters.category) params.set('category', filters.category);
    if (filters.district) params.set('district', filters.district);
    adminCall<{ items?: ModerationItem[]; total?: number }>(`/api/admin/businesses?${params}`)
      .then((res) => {
        if (!active) return;
        if (gateLost(res)) return onGateLost();
        if (!res.ok) {
          setError(res.body.message ?? copy.failed);
          return;
        }
        setError(null);
        setData({ items: res.body.items ?? [], total: res.body.total ?? 0 });
      })
      .catch(() => active && setError(copy.network));
    return () => {
      active = false;
    };
  }, [status, filters, offset, reload, onGateLost]);

  const refresh = useCallback(() => {
    setSelected(new Set());
    setRejectingId(null);
    setReload((n) => n + 1);
  }, []);

  const chooseTab = (next: BusinessStatus, focus = false) => {
    setStatus(next);
    setOffset(0);
    setData(null);
    setSelected(new Set());
    setRejectingId(null);
    if (focus) tabRefs.current[next]?.focus();
  };
  const onTabKey = (ev: KeyboardEvent<HTMLButtonElement>) => {
    const i = STATUSES.indexOf(status);
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: STATUSES.length - 1 };
    if (!(ev.key in moves)) return;
    ev.preventDefault();
    chooseTab(STATUSES[(moves[ev.key]! + STATUSES.length) % STATUSES.length]!, true);
  };

  const applyFilters = (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    setOffset(0);
    setData(null);
    setFilters({ ...draft });
  };
  const clearFilters = () => {
    const empty = { q: '', category: '', district: '' };
    setDraft(empty);
    setOffset(0);
    setFilters(empty);
  };

  /** The keyboard's a: this business approved from the status read; the list moves on. */
  const approveOne = async (b: ModerationItem) => {
    try {
      const res = await adminCall(`/api/admin/businesses/${b.id}/approve`, 'POST', { from: b.status });
      if (gateLost(res)) return onGateLost();
      if (!res.ok) return failToast(res.body.message);
      notify({ title: copy.approvedOne(b.name) });
      setReload((n) => n + 1);
    } catch {
      failToast(copy.network);
    }
  };

  const items = useMemo(() => data?.items ?? [], [data]);
  const keys = useQueueKeys(
    useMemo(() => items.map((b) => ({ id: b.id, name: b.name })), [items]),
    (bid) => `${id}-row-${bid}`,
    {
      approve: (bid) => {
        const b = items.find((x) => x.id === bid);
        if (b && b.category !== null && b.status !== 'approved') void approveOne(b);
      },
      reject: (bid) => setRejectingId(bid),
      open: (bid) => setOpenId(bid),
      close: () => (openId !== null ? setOpenId(null) : setRejectingId(null)),
    },
    openId === null,
  );
  /** The business after `current` in this page of the queue (for "Onayla ve sonraki"), or null at its end. */
  const nextAfter = (current: number): number | null => {
    const i = items.findIndex((b) => b.id === current);
    return i >= 0 ? (items.slice(i + 1).find((b) => b.category !== null)?.id ?? null) : null;
  };

  if (openId !== null) {
    return (
      <ModerationDetail
        key={openId}
        id={openId}
        nextId={nextAfter(openId)}
        onNext={(next) => {
          setReload((n) => n + 1);
          setOpenId(next);
        }}
        categories={categories}
        districts={districts}
        onGateLost={onGateLost}
        onBack={(changed) => {
          lastOpened.current = openId;
          setOpenId(null);
          if (new URLSearchParams(window.location.search).has('isletme')) navigateTo('/admin?bolum=basvurular', 'replace');
          if (changed) refresh();
          requestAnimationFrame(() => document.getElementById(`${id}-open-${lastOpened.current}`)?.focus());
        }}
      />
    );
  }

  // A business without a category is approved only with one chosen (its own form in the row), never in bulk.
  const selectable = items.filter((b) => b.category !== null);
  const allSelected = selectable.length > 0 && selectable.every((b) => selected.has(b.id));
  const filtered = Boolean(filters.q || filters.category || filters.district);
  const canApprove = status !== 'approved';

  return (
    <section className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {copy.title}
      </h2>
      <div role="tablist" aria-label={copy.tabsLabel} className="flex flex-wrap gap-x-1 border-b border-line">
        {STATUSES.map((s) => (
          <button
            key={s}
            ref={(el) => {
              tabRefs.current[s] = el;
            }}
            id={`${id}-tab-${s}`}
            type="button"
            role="tab"
            aria-selected={status === s}
            aria-controls={`${id}-panel`}
            tabIndex={status === s ? 0 : -1}
            onClick={() => chooseTab(s)}
            onKeyDown={onTabKey}
            className={cx(
              '-mb-px min-h-11 shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap',
              status === s ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {copy.tabs[s]}
          </button>
        ))}
      </div>

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${status}`} className="space-y-4">
        {status === 'email_pending' && <p className="text-sm text-ink-muted">{copy.emailPendingNote}</p>}
        <form
          role="search"
          onSubmit={applyFilters}
          className={cx(cardClass, 'grid gap-3 p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end')}
        >
          <Field id={`${id}-q`} label={copy.search}>
            {(control) => (
              <input
                {...control}
                type="search"
                value={draft.q}
                placeholder={copy.searchPlaceholder}
                onChange={(ev) => setDraft({ ...draft, q: ev.target.value })}
                className={inputClass}
              />
            )}
          </Field>
          <OptionSelect
            id={`${id}-category`}
            label={copy.category}
            value={draft.category}
            all={allOption}
            options={categories}
            onChange={(v) => setDraft({ ...draft, category: v })}
          />
          <OptionSelect
            id={`${id}-district`}
            label={copy.district}
            value={draft.district}
            all={allOption}
            options={districts}
            onChange={(v) => setDraft({ ...draft, district: v })}
          />
          <div className="flex gap-2">
            <button type="submit" className={buttonClass()}>
              {copy.filter}
            </button>
            {filtered && (
              <button type="button" onClick={clearFilters} className={buttonClass({ variant: 'ghost' })}>
                {copy.clear}
              </button>
            )}
          </div>
        </form>

        {error && (
          <p role="alert" className="rounded-card border border-danger-600/40 bg-danger-50 p-4 text-danger-700">
            {error}
          </p>
        )}

        {!data && !error ? (
          <div aria-busy="true">
            <span className="sr-only">{copy.loading}</span>
            <div className={cx(skeletonClass, 'h-48 w-full')} />
          </div>
        ) : data && items.length === 0 ? (
          <p className={cx(cardClass, 'p-6 text-center text-ink-muted')}>{filtered ? copy.emptyFiltered : copy.empty}</p>
        ) : data ? (
          <div className={cardClass}>
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line p-3">
              <div className="flex items-center gap-3">
                {canApprove && (
                  <input
                    type="checkbox"
                    className={checkboxClass}
                    checked={allSelected}
                    aria-label={copy.selectAll}
                    onChange={(ev) => setSelected(ev.target.checked ? new Set(selectable.map((b) => b.id)) : new Set())}
                  />
                )}
                <p className="text-sm text-ink-muted" aria-live="polite">
                  {copy.total(data.total)}
                </p>
              </div>
              <QueueKeys announcement={keys.announcement} help={keys.help} setHelp={keys.setHelp} />
            </div>
            {canApprove && (
              <BulkBar
                className="border-b border-line p-3"
                queue="businesses"
                selected={items.filter((b) => selected.has(b.id)).map((b) => ({ id: b.id, read: b.status }))}
                onGateLost={onGateLost}
                onDone={refresh}
              />
            )}
            <ul className="divide-y divide-line">
              {items.map((b) => (
                <ModerationRow
                  key={b.id}
                  b={b}
                  rowId={`${id}-row-${b.id}`}
                  openId={`${id}-open-${b.id}`}
                  active={keys.active === b.id}
                  rejecting={rejectingId === b.id}
                  onRejectDone={(done) => {
                    setRejectingId(null);
                    if (done) refresh();
                  }}
                  canApprove={canApprove}
                  selected={selected.has(b.id)}
                  onSelect={(on) =>
                    setSelected((s) => {
                      const next = new Set(s);
                      if (on) next.add(b.id);
                      else next.delete(b.id);
                      return next;
                    })
                  }
                  onOpen={() => setOpenId(b.id)}
                  categories={categories}
                  districts={districts}
                  onGateLost={onGateLost}
                  onApproved={refresh}
                />
              ))}
            </ul>
            {data.total > PAGE && (
              <div className="flex items-center justify-between gap-3 border-t border-line p-3">
                <button
                  type="button"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - PAGE))}
                  className={buttonClass({ variant: 'ghost', size: 'sm' })}
                >
                  {copy.prev}
                </button>
                <span className="text-sm text-ink-muted tabular-nums">
                  {copy.page(offset + 1, Math.min(offset + PAGE, data.total), data.total)}
                </span>
                <button
                  type="button"
                  disabled={offset + PAGE >= data.total}
                  onClick={() => setOffset(offset + PAGE)}
                  className={buttonClass({ variant: 'ghost', size: 'sm' })}
                >
                  {copy.next}
                </button>
              </div>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
