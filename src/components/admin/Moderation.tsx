/**
 * The admin's moderation queue (decision 008): tabs by status ('Onay bekleyenler', 'E-posta doğrulanmamış',
 * 'Onaylananlar', 'Reddedilenler') as a tablist, search and category/district filters, pages of 20,
 * several selected and approved at once, and a detail view (ModerationDetail) to read everything
 * submitted, edit it, approve or reject it with a reason. The first section of the admin screen
 * (admin-sections.tsx); `onGateLost` sends the screen back to the gate when a call answers 401/403.
 *
 * The shell: the list and its filters are moderation/use-business-queue.ts, the keyboard
 * moderation/use-business-keys.ts, the parts moderation/QueueTabs, QueueFilters and QueueList.
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { cardClass, cx, skeletonClass } from '#components/ui/classes.ts';
import { navigateTo } from '#components/search/url-store.ts';
import type { BusinessStatus, Option } from './moderation-api.ts';
import { MODERATION_COPY as copy } from './moderation-copy.ts';
import ModerationDetail from './ModerationDetail.tsx';
import QueueFilters from './moderation/QueueFilters.tsx';
import QueueList from './moderation/QueueList.tsx';
import QueueTabs from './moderation/QueueTabs.tsx';
import { useBusinessKeys } from './moderation/use-business-keys.ts';
import { useBusinessQueue } from './moderation/use-business-queue.ts';

export interface ModerationProps {
  categories: Option[];
  districts: Option[];
  onGateLost: () => void;
}

/** `?isletme=ID` (a link from the overview or the audit log) opens that business's detail. */
function linkedBusiness(): number | null {
  const n = typeof window === 'undefined' ? NaN : Number(new URLSearchParams(window.location.search).get('isletme'));
  return Number.isInteger(n) && n > 0 ? n : null;
}

export default function Moderation({ categories, districts, onGateLost }: ModerationProps) {
  const id = useId();
  const queue = useBusinessQueue(onGateLost);
  const { status, data, error, reload } = queue;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(linkedBusiness);
  const [rejectingId, setRejectingId] = useState<number | null>(null);
  const lastOpened = useRef<number | null>(null);

  const refresh = useCallback(() => {
    setSelected(new Set());
    setRejectingId(null);
    reload();
  }, [reload]);

  const chooseTab = (next: BusinessStatus) => {
    queue.chooseStatus(next);
    setSelected(new Set());
    setRejectingId(null);
  };

  const items = useMemo(() => data?.items ?? [], [data]);
  const keys = useBusinessKeys({ id, items, openId, setOpenId, setRejectingId, reload, onGateLost });
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
          reload();
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

  return (
    <section className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {copy.title}
      </h2>
      <QueueTabs id={id} status={status} onChoose={chooseTab} />

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${status}`} className="space-y-4">
        {status === 'email_pending' && <p className="text-sm text-ink-muted">{copy.emailPendingNote}</p>}
        <QueueFilters
          id={id}
          draft={queue.draft}
          setDraft={queue.setDraft}
          filtered={queue.filtered}
          onApply={queue.applyFilters}
          onClear={queue.clearFilters}
          categories={categories}
          districts={districts}
        />

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
          <p className={cx(cardClass, 'p-6 text-center text-ink-muted')}>{queue.filtered ? copy.emptyFiltered : copy.empty}</p>
        ) : data ? (
          <QueueList
            id={id}
            items={items}
            total={data.total}
            offset={queue.offset}
            setOffset={queue.setOffset}
            canApprove={status !== 'approved'}
            selected={selected}
            setSelected={setSelected}
            keys={keys}
            rejectingId={rejectingId}
            onRejectDone={(done) => {
              setRejectingId(null);
              if (done) refresh();
            }}
            onOpen={setOpenId}
            refresh={refresh}
            categories={categories}
            districts={districts}
            onGateLost={onGateLost}
          />
        ) : null}
      </div>
    </section>
  );
}
