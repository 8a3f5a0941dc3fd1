/**
 * The answers of the listing flow: POST /api/businesses (a submission), POST /api/verify-email (its
 * e-mail link), POST /api/businesses/import-google (a Google Maps link read into the form).
 * (POST /api/uploads: ./uploads.ts; POST /api/businesses/import-csv: `ImportResult` of src/lib/import/types.ts.)
 */
import type { GooglePrefill } from '#lib/import/google-link.ts';

/** POST /api/businesses (201): the listing waits for its e-mail to be confirmed. */
export interface SubmissionResult {
  requiresVerification: true;
  message: string;
  business: { id: number; name: string; category: string; categorySlug: string };
}

/** Where a confirmed submission (a listing or an owner application) stands now. */
export type ReviewState = 'pending' | 'approved' | 'rejected';

/**
 * POST /api/verify-email: the e-mail is confirmed, the listing waits for moderation (`state: 'verified'`);
 * or the link was opened before (`state: 'already'`, decision 018) and `review` says where the listing stands.
 */
export interface VerifyResult {
  message: string;
  business: { id: number; name: string };
  state: 'verified' | 'already';
  review: ReviewState;
}

/** POST /api/verify-email with an owner application's link (decision 011): the same, for the application. */
export interface OwnerVerifyResult {
  kind: 'owner';
  message: string;
  owner: { id: number; name: string };
  state: 'verified' | 'already';
  review: ReviewState;
}

/** POST /api/businesses/import-google: what the link told about the business. */
export interface GoogleImportAnswer {
  prefill: GooglePrefill;
  message: string;
}
