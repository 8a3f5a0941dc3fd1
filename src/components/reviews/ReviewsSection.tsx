/**
 * The reviews of a business page (decision 012, PD15). Pre-built with the build's snapshot (the summary and the
 * first approved reviews, newest first), so the page arrives complete; once hydrated (when seen or at the first
 * tap: client:tap) it asks the API for the current first page (reviews approved since the build, fresh
 * counts), then pages of 10 on demand, newest or most helpful first.
 *
 * "Değerlendirme yap" (here, and the page's link to #degerlendirme-yap) opens the form; without an account
 * it leads to /login and back to the form. The visitor's own review (any status), the owner flag and the
 * votes come from GET …/reviews/mine after the session is known.
 *
 * Parts: useReviewList (the list and its pages), useReviewViewer (session and GET …/mine), useReviewPanel
 * (which panel is open), reviewActions (the reviews' buttons), OwnReviewCard, ReviewForm, ReviewList.
 */
import { notify } from '#components/toast/notify.ts';
import { buttonClass, cardClass, cx, linkClass } from '#components/ui/classes.ts';
import { Icon } from '#components/ui/Icon.tsx';
import type { OwnReview, ReviewInput, ReviewSnapshot } from '#lib/contract/reviews.ts';
import { loginHref, reviewsApi } from './api.ts';
import { REVIEWS_COPY as c } from './copy.ts';
import { OwnReviewCard } from './OwnReviewCard.tsx';
import { RatingSummary } from './RatingSummary.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewList } from './ReviewList.tsx';
import { reviewActions } from './use-review-actions.ts';
import { useReviewList } from './use-review-list.ts';
import { useReviewPanel, WRITE_ANCHOR } from './use-review-panel.ts';
import { useReviewViewer } from './use-review-viewer.ts';

interface Props {
  businessId: number;
  snapshot: ReviewSnapshot | null;
}

export default function ReviewsSection({ businessId, snapshot }: Props) {
  const list = useReviewList(businessId, snapshot);
  const { session, user, viewer, setViewer, refreshViewer } = useReviewViewer(businessId);
  const { panel, setPanel, editing, setEditing, panelRef, open } = useReviewPanel(session, viewer);
  const own: OwnReview | null = viewer?.review ?? null;

  const submit = async (input: ReviewInput) => {
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
      if (own?.status === 'approved') void list.reload();
      return { ok: true as const };
    } catch {
      return { ok: false as const, message: c.network, errors: {} };
    }
  };

  const removeOwn = async () => {
    if (!own || !window.confirm(c.deleteConfirm)) return;
    const r = await reviewsApi.remove(own.id);
    if (!r.ok) {
      notify({ title: c.failed, description: r.error.message, variant: 'destructive' });
      return;
    }
    notify({ title: c.deleted });
    setPanel('closed');
    await refreshViewer();
    void list.reload();
  };

  return (
    <section id="degerlendirmeler" aria-labelledby="degerlendirmeler-baslik" className="scroll-mt-24" data-reviews>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="degerlendirmeler-baslik" className="text-xl font-semibold text-ink">
          {c.heading}
        </h2>
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => open(true)} data-write-review>
          <Icon name="star" size={18} />
          {own ? c.edit : c.write}
        </button>
      </div>

      <div className={cx(cardClass, 'p-5 sm:p-6')}>
        <RatingSummary summary={list.summary} />
      </div>

      <div id={WRITE_ANCHOR} ref={panelRef} className="scroll-mt-24">
        {own && panel !== 'form' && (
          <OwnReviewCard
            own={own}
            onEdit={() => {
              setPanel('form');
              setEditing(true);
            }}
            onDelete={() => void removeOwn()}
          />
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

      {list.total > 0 && (
        <ReviewList
          items={list.items}
          total={list.total}
          sort={list.sort}
          onSort={list.setSort}
          loading={list.loading}
          onMore={() => void list.more()}
          viewer={viewer}
          ownId={own?.id ?? null}
          actions={reviewActions({ user, viewer, setViewer, replace: list.replace })}
        />
      )}
      {list.failed && (
        <p className="mt-4 text-sm text-danger-700" role="alert">
          {c.loadFailed}{' '}
          <button type="button" className={linkClass} onClick={() => void list.reload()}>
            {c.retry}
          </button>
        </p>
      )}
    </section>
  );
}
