/** The reviews' calls to the functions (src/lib/contract/reviews.ts), for the business page's island. */
import { apiResult, type ApiResult } from '#lib/api-client.ts';
import type {
  HelpfulAnswer,
  OwnReview,
  PublicReview,
  ReportReason,
  ReviewInput,
  ReviewPage,
  ReviewSort,
  ReviewViewerState,
} from '#lib/contract/reviews.ts';

export const reviewsApi = {
  list: (businessId: number, page: number, sort: ReviewSort, signal?: AbortSignal): Promise<ApiResult<ReviewPage>> =>
    apiResult<ReviewPage>(`/api/businesses/${businessId}/reviews?page=${page}&sort=${sort}`, { signal }),
  mine: (businessId: number): Promise<ApiResult<ReviewViewerState>> =>
    apiResult<ReviewViewerState>(`/api/businesses/${businessId}/reviews/mine`),
  create: (businessId: number, body: ReviewInput) =>
    apiResult<OwnReview>(`/api/businesses/${businessId}/reviews`, { method: 'POST', body }),
  edit: (reviewId: number, body: ReviewInput) => apiResult<OwnReview>(`/api/reviews/${reviewId}`, { method: 'PUT', body }),
  remove: (reviewId: number) => apiResult<null>(`/api/reviews/${reviewId}`, { method: 'DELETE' }),
  helpful: (reviewId: number) => apiResult<HelpfulAnswer>(`/api/reviews/${reviewId}/helpful`, { method: 'PUT' }),
  report: (reviewId: number, reason: ReportReason, details: string) =>
    apiResult<{ message: string }>(`/api/reviews/${reviewId}/report`, {
      method: 'POST',
      body: { reason, ...(details ? { details } : {}) },
    }),
  reply: (reviewId: number, reply: string) => apiResult<PublicReview>(`/api/reviews/${reviewId}/reply`, { method: 'PUT', body: { reply } }),
  deleteReply: (reviewId: number) => apiResult<PublicReview>(`/api/reviews/${reviewId}/reply`, { method: 'DELETE' }),
};

/** The login page, coming back to `hash` of this page afterwards. */
export function loginHref(hash: string): string {
  const next = `${window.location.pathname}${hash}`;
  return `/login?next=${encodeURIComponent(next)}`;
}
