/**
 * The reviews of a business page (decision 012, PD15). Pre-built with the build's snapshot (the summary and the
 * first approved reviews, newest first), so the page arrives complete; once visible it asks the API for the
 * current first page (reviews approved since the build, fresh counts), then pages of 10 on demand, newest
 * or most helpful first.
 *
 * "Değerlendirme yap" (here, and the page's link to #degerlendirme-yap) opens the form; without an account
 * it leads to /login and back to the form. The visitor's own review (any status), the owner flag and the
 * votes come from GET …/reviews/mine after the session is known.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '#components/toast/notify.ts';
import { LoadMore } from '#components/ui/LoadMore.tsx';
import { badgeClass, buttonClass, cardClass, cx, linkClass, selectClass } from '#components/ui/classes.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { loadSession, useSession } from '#stores/session.ts';
import {
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  REVIEW_STATUS_LABELS,
  type OwnReview,
  type PublicReview,
  type ReviewInput,
  type ReviewPage,
  type ReviewSnapshot,
  type ReviewSort,
  type ReviewSummary,
  type ReviewViewerState,
} from '#lib/contract/reviews.ts';
import { loginHref, reviewsApi } from './api.ts';
import { REVIEWS_COPY as c } from './copy.ts';
import { RatingSummary } from './RatingSummary.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewItem, type ReviewActions } from './ReviewItem.tsx';

export const WRITE_ANCHOR = 'degerlendirme-yap';
const EMPTY_SUMMARY: ReviewSummary = { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] };

interface Props {
  businessId: number;
  snapshot: ReviewSnapshot | null;
}

type Panel = 'closed' | 'form' | 'login' | 'owner';

export default function ReviewsSection({ businessId, snapshot }: Props) {
  const session = useSession();
  const [summary, setSummary] = useState<ReviewSummary>(snapshot?.summary ?? EMPTY_SUMMARY);
  const [items, setItems] = useState<PublicReview[]>(snapshot?.items ?? []);
  const [total, setTotal] = useState(snapshot?.summary.count ?? 0);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [panel, setPanel] = useState<Panel>('closed');
  const [editing, setEditing] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const user = session.status === 'ready' ? session.user : null;

  const apply = useCallback((nextPage: number, data: ReviewPage) => {
    setSummary(data.summary);
    setTotal(data.total);
    setItems((prev) => (nextPage === 1 ? data.items : [...prev, ...data.items.filter((i) => !prev.some((p) => p.id === i.id))]));
    setPage(nextPage);
    setFailed(false);
  }, []);

  const load = useCallback(
    async (nextPage: number, nextSort: ReviewSort) => {
      setLoading(true);
      try {
        const r = await reviewsApi.list(businessId, nextPage, nextSort);
        if (!r.ok) throw r.error;
        apply(nextPage, r.data);
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [businessId, apply],
  );

  // The current first page (anything approved since the build), again when the order changes.
  useEffect(() => {
    const ctl = new AbortController();
    reviewsApi
      .list(businessId, 1, sort, ctl.signal)
      .then((r) => {
        if (r.ok) apply(1, r.data);
        else setFailed(true);
      })
      .catch((err: unknown) => {
        if (!(err instanceof DOMException && err.name === 'AbortError')) setFailed(true);
      });
    return () => ctl.abort();
  }, [businessId, sort, apply]);

  useEffect(() => {
    void loadSession();
  }, []);

  const [viewerOf, setViewerOf] = useState<ReviewViewerState | null>(null);
  const viewer = user ? viewerOf : null;
  const setViewer = setViewerOf;
  const refreshViewer = useCallback(async () => {
    const r = await reviewsApi.mine(businessId);
    setViewerOf(r.ok ? r.data : null);
    return r.ok ? r.data : null;
  }, [businessId]);

  useEffect(() => {
    if (!user) return;
    reviewsApi
      .mine(businessId)
      .then((r) => setViewerOf(r.ok ? r.data : null))
      .catch(() => setViewerOf(null));
  }, [user, businessId]);

  /** Opens the form; without an account a click goes to the login page (and back), a link arriving here shows why. */
  const open = useCallback(
    (clicked: boolean) => {
      if (session.status !== 'ready') return;
      if (!session.user && clicked) window.location.assign(loginHref(`#${WRITE_ANCHOR}`));
      else if (!session.user) setPanel('login');
      else if (viewer?.isOwner) setPanel('owner');
      else {
        setPanel('form');
        setEditing(Boolean(viewer?.review));
      }
      requestAnimationFrame(() => panelRef.current?.scrollIntoView({ block: 'start' }));
    },
    [session, viewer],
  );

  // The page's "Değerlendirme yap" link and the way back from the login page: #degerlendirme-yap.
  const wantsForm = useRef(typeof window !== 'undefined' && window.location.hash === `#${WRITE_ANCHOR}`);
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash === `#${WRITE_ANCHOR}`) {
        open(true);
      }
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [open]);
  useEffect(() => {
    if (!wantsForm.current || session.status !== 'ready' || (session.user && !viewer)) return;
    wantsForm.current = false;
    open(false);
  }, [session, viewer, open]);

  const onWrite = () => open(true);

  const submit = async (input: ReviewInput) => {
    const own = viewer?.review;
    try {
      const r = own ? await reviewsApi.edit(own.id, input) : await reviewsApi.create(businessId, input);
      if (!r.ok) {
        if (r.status === 409) await refreshViewer();
        return { ok: false as const, message: r.error.message, errors: r.error.errors };
      }
      notify({ title: c.sent, description: own ? c.editSentText : c.sentText });
      setPanel('closed');
      setEditing(false);
      await refreshViewer();
      if (own?.status === 'approved') void load(1, sort);
      return { ok: true as const };
    } catch {
      return { ok: false as const, message: c.network, errors: {} };
    }
  };

  const removeOwn = async () => {
    const own = viewer?.review;
    if (!own || !window.confirm(c.deleteConfirm)) return;
    const r = await reviewsApi.remove(own.id);
    if (!r.ok) {
      notify({ title: c.failed, description: r.error.message, variant: 'destructive' });
      return;
    }
    notify({ title: c.deleted });
    setPanel('closed');
    await refreshViewer();
    void load(1, sort);
  };

  const replace = (next: PublicReview) => setItems((list) => list.map((i) => (i.id === next.id ? next : i)));

  const actions: ReviewActions = {
    onHelpful: async (review) => {
      if (!user) {
        notify({
          title: c.helpful,
          description: c.helpfulLogin,
          action: { label: c.login, onClick: () => window.location.assign(loginHref(`#yorum-${review.id}`)) },
        });
        return;
      }
      if (viewer?.helpfulIds.includes(review.id)) return;
      const r = await reviewsApi.helpful(review.id);
      if (!r.ok) {
        notify({ title: c.failed, description: r.error.message, variant: 'destructive' });
        return;
      }
      replace({ ...review, helpfulCount: r.data.helpfulCount });
      setViewer((v) => (v ? { ...v, helpfulIds: [...v.helpfulIds, review.id] } : v));
    },
    onReport: async (review, reason, details) => {
      if (!user) {
        window.location.assign(loginHref(`#yorum-${review.id}`));
        return false;
      }
      const r = await reviewsApi.report(review.id, reason, details);
      if (!r.ok && r.status !== 409) {
        notify({ title: c.failed, description: r.error.message, variant: 'destructive' });
        return false;
      }
      notify({ title: c.reported, description: r.ok ? r.data.message : r.error.message });
      setViewer((v) => (v ? { ...v, reportedIds: [...v.reportedIds, review.id] } : v));
      return true;
    },
    onReply: async (review, reply) => {
      const r = await reviewsApi.reply(review.id, reply);
      if (!r.ok) return r.error.errors.reply ?? r.error.message;
      replace(r.data);
      notify({ title: c.replySaved });
      return null;
    },
    onDeleteReply: async (review) => {
      const r = await reviewsApi.deleteReply(review.id);
      if (r.ok) replace(r.data);
      else notify({ title: c.failed, description: r.error.message, variant: 'destructive' });
    },
  };

  const own: OwnReview | null = viewer?.review ?? null;

  return (
    <section id="degerlendirmeler" aria-labelledby="degerlendirmeler-baslik" className="scroll-mt-24" data-reviews>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="degerlendirmeler-baslik" className="text-xl font-semibold text-ink">
          {c.heading}
        </h2>
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onWrite} data-write-review>
          <Icon name="star" size={18} />
          {own ? c.edit : c.write}
        </button>
      </div>

      <div className={cx(cardClass, 'p-5 sm:p-6')}>
        <RatingSummary summary={summary} />
      </div>

      <div id={WRITE_ANCHOR} ref={panelRef} className="scroll-mt-24">
        {own && panel !== 'form' && (
          <div className={cx(cardClass, 'mt-4 p-5')} data-own-review>
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
              {c.yours}
              <span
                className={badgeClass(own.status === 'approved' ? 'success' : own.status === 'pending' ? 'warning' : 'danger')}
                data-own-status
              >
                {REVIEW_STATUS_LABELS[own.status]}
              </span>
            </p>
            <p className="mt-2 font-semibold text-ink">{own.title}</p>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-muted">{own.content}</p>
            {own.rejectionReason && (
              <p className="mt-2 text-sm text-danger-700">
                {c.rejectedBecause} {own.rejectionReason}
              </p>
            )}
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
                onClick={() => {
                  setPanel('form');
                  setEditing(true);
                }}
              >
                {c.edit}
              </button>
              <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={() => void removeOwn()}>
                {c.delete}
              </button>
            </div>
          </div>
        )}
        {panel === 'form' && (
          <div className={cx(cardClass, 'mt-4 p-5 sm:p-6')}>
            <ReviewForm existing={editing ? own : null} onSubmit={submit} onCancel={() => setPanel('closed')} />
          </div>
        )}
        {panel === 'login' && (
          <div className={cx(cardClass, 'mt-4 p-5')} role="status" data-review-login>
            <p className="text-ink">{c.loginToWrite}</p>
            <a href={loginHref(`#${WRITE_ANCHOR}`)} className={cx(buttonClass(), 'mt-3')}>
              {c.login}
            </a>
          </div>
        )}
        {panel === 'owner' && (
          <p className={cx(cardClass, 'mt-4 p-5 text-ink')} role="status">
            {c.ownerCannot}
          </p>
        )}
      </div>

      {total > 0 && (
        <div className="mt-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex items-center gap-2 text-sm font-medium text-ink">
              {c.sort}
              <select
                className={cx(selectClass, 'w-auto')}
                value={sort}
                onChange={(e) => setSort(e.target.value as ReviewSort)}
                data-review-sort
              >
                {REVIEW_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {REVIEW_SORT_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="mt-2" data-review-list>
            {items.map((r) => (
              <ReviewItem
                key={r.id}
                review={r}
                voted={viewer?.helpfulIds.includes(r.id) ?? false}
                reported={viewer?.reportedIds.includes(r.id) ?? false}
                own={own?.id === r.id}
                isOwner={viewer?.isOwner ?? false}
                actions={actions}
              />
            ))}
          </div>
          <LoadMore
            text={c.shown(items.length, total)}
            more={items.length < total}
            busy={loading}
            onMore={() => void load(page + 1, sort)}
            className="mt-4"
          />
        </div>
      )}
      {failed && (
        <p className="mt-4 text-sm text-danger-700" role="alert">
          {c.loadFailed}{' '}
          <button type="button" className={linkClass} onClick={() => void load(1, sort)}>
            {c.retry}
          </button>
        </p>
      )}
    </section>
  );
}
