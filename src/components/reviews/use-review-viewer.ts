/**
 * Who is reading the reviews: the session (loaded once the island runs) and, for a member, their own review
 * (any status), whether they own the business, and the reviews they marked helpful or reported
 * (GET …/reviews/mine).
 */
import { useCallback, useEffect, useState } from 'react';
import { loadSession, useSession } from '#stores/session.ts';
import type { ReviewViewerState } from '#lib/contract/reviews.ts';
import { reviewsApi } from './api.ts';

export function useReviewViewer(businessId: number) {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const [viewerOf, setViewer] = useState<ReviewViewerState | null>(null);
  const viewer = user ? viewerOf : null;

  useEffect(() => {
    void loadSession();
  }, []);

  useEffect(() => {
    if (!user) return;
    reviewsApi
      .mine(businessId)
      .then((r) => setViewer(r.ok ? r.data : null))
      .catch(() => setViewer(null));
  }, [user, businessId]);

  const refreshViewer = useCallback(async () => {
    const r = await reviewsApi.mine(businessId);
    setViewer(r.ok ? r.data : null);
    return r.ok ? r.data : null;
  }, [businessId]);

  return { session, user, viewer, setViewer, refreshViewer };
}
