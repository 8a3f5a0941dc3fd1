/** Review rows → the answers of src/lib/contract/reviews.ts (author shown as first name and initial). */
import { photoKeyOf, photoUrls } from '#features/uploads/photos.ts';
import { authorLabel, type OwnReview, type PublicReview, type ReviewPhoto, type ReviewStatus } from '#lib/contract/reviews.ts';
import { reviews, users } from '#db/schema/index.ts';

export const reviewColumns = {
  id: reviews.id,
  businessId: reviews.businessId,
  userId: reviews.userId,
  rating: reviews.rating,
  title: reviews.title,
  content: reviews.content,
  images: reviews.images,
  status: reviews.status,
  helpfulCount: reviews.helpfulCount,
  rejectionReason: reviews.rejectionReason,
  ownerReply: reviews.ownerReply,
  ownerReplyAt: reviews.ownerReplyAt,
  ownerReplyEditedAt: reviews.ownerReplyEditedAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  authorName: users.name,
};

export interface ReviewRow {
  id: number;
  businessId: number;
  userId: number;
  rating: number;
  title: string | null;
  content: string;
  images: string[];
  status: ReviewStatus;
  helpfulCount: number;
  rejectionReason: string | null;
  ownerReply: string | null;
  ownerReplyAt: Date | null;
  ownerReplyEditedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorName: string | null;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function reviewPhotos(images: readonly string[]): ReviewPhoto[] {
  return images.map((url) => {
    const key = photoKeyOf(url);
    return { url, thumbUrl: key ? photoUrls(key).thumbUrl : url };
  });
}

export function toPublicReview(r: ReviewRow): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    content: r.content,
    photos: reviewPhotos(r.images),
    author: authorLabel(r.authorName),
    createdAt: iso(r.createdAt)!,
    helpfulCount: r.helpfulCount,
    ownerReply:
      r.ownerReply && r.ownerReplyAt ? { text: r.ownerReply, at: iso(r.ownerReplyAt)!, editedAt: iso(r.ownerReplyEditedAt) } : null,
  };
}

export function toOwnReview(r: ReviewRow): OwnReview {
  return {
    ...toPublicReview(r),
    businessId: r.businessId,
    status: r.status,
    rejectionReason: r.rejectionReason,
    updatedAt: iso(r.updatedAt)!,
  };
}
