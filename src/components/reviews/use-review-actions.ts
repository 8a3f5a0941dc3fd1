/**
 * What a review's buttons do (ReviewItem): "Faydalı" once per member (a visitor is offered the login),
 * "Bildir" with a reason (a visitor goes to log in), and the owner's reply and its removal.
 */
import type { Dispatch, SetStateAction } from 'react';
import { notify } from '#components/toast/notify.ts';
import type { PublicReview, ReviewViewerState } from '#lib/contract/reviews.ts';
import type { SessionUser } from '#stores/session.ts';
import { loginHref, reviewsApi } from './api.ts';
import { REVIEWS_COPY as c } from './copy.ts';
import type { ReviewActions } from './ReviewItem.tsx';

interface Deps {
  user: SessionUser | null;
  viewer: ReviewViewerState | null;
  setViewer: Dispatch<SetStateAction<ReviewViewerState | null>>;
  replace: (next: PublicReview) => void;
}

export function reviewActions({ user, viewer, setViewer, replace }: Deps): ReviewActions {
  return {
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
}
