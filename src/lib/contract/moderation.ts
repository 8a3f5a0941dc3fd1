/**
 * The admin's moderation answers (GET /api/admin/businesses, GET/PATCH /api/admin/businesses/{id},
 * POST …/approve, …/reject, POST /api/admin/businesses/approve), built by
 * src/features/listings/moderation.ts and read by src/components/admin/.
 */
import type { PublicBusiness } from './businesses.ts';

export const BUSINESS_STATUSES = ['email_pending', 'pending', 'approved', 'rejected'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** A category or district as moderation answers it. */
export interface NamedRef {
  slug: string;
  name: string;
}

/** The submission facts every moderation answer carries. */
interface Submission {
  id: number;
  name: string;
  /** Null: an import could not decide it; an admin chooses one before approving ("Kategori seçilmeli"). */
  category: NamedRef | null;
  /** Null: an OpenStreetMap import could not place it; an admin chooses one before approving ("İlçe seçilmeli"). */
  district: NamedRef | null;
  address: string;
  status: BusinessStatus;
  emailVerified: boolean;
  submitterName: string;
  submitterEmail: string | null;
  /** form, csv, google, cli, seed or admin. */
  source: string;
  featuredRequested: boolean;
  isFeatured: boolean;
  /** ISO 8601. */
  submittedAt: string;
}

/** One row of the queue. */
export interface ModerationItem extends Submission {
  /** The first photo, or null. */
  image: string | null;
  /** Why it was rejected (rejected rows; null otherwise). */
  rejectionReason: string | null;
}

/** GET /api/admin/businesses. */
export interface ModerationList {
  items: ModerationItem[];
  /** Every match of the filters, not only this page. */
  total: number;
}

export interface ModerationPhoto {
  url: string;
  thumbUrl: string;
  /** The upload's key, or null for an image that is not an upload (seed, import). */
  key: string | null;
}

/** Everything stored about a business, for the admin's review (detail, edit, approve and reject answer it). */
export interface ModerationRecord
  extends
    Submission,
    Pick<
      PublicBusiness,
      | 'subcategory'
      | 'description'
      | 'latitude'
      | 'longitude'
      | 'phone'
      | 'email'
      | 'whatsapp'
      | 'website'
      | 'rating'
      | 'reviewCount'
      | 'priceRange'
      | 'images'
      | 'features'
      | 'hours'
      | 'specialHours'
      | 'isOpen'
    > {
  category: (NamedRef & { id: number }) | null;
  district: (NamedRef & { id: number }) | null;
  photos: ModerationPhoto[];
  submittedBy: { id: number; name: string; email: string } | null;
  rejectionReason: string | null;
  googlePlaceId: string | null;
  googleCid: string | null;
  approvedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/admin/businesses/approve: how many were approved now, and which. */
export interface BulkApproveAnswer {
  approved: number;
  ids: number[];
}
