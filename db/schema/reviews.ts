/**
 * Reviews written on this site (decision 012, PD15). The businesses' `rating` and `review_count` are computed
 * from the approved ones only (src/features/reviews/aggregate.ts), in the transaction of every decision.
 *
 *  - status: `pending` (new or edited, waiting for an admin), `approved` (public), `rejected` (with
 *    `rejection_reason`, mailed to the author), `hidden` (was public, taken down by an admin).
 *  - the owner's one public reply per review (`owner_reply`, editable), shown as "İşletmenin yanıtı".
 *  - `review_votes`: "Faydalı", one per account per review (`helpful_count` is their count).
 *  - `review_reports`: "Bildir" with a reason; open reports form the admin's reported queue.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { belongsTo, createdAt, textList, timestamps, timestamptz } from './columns.ts';
import { businesses } from './directory.ts';
import { reviewReportStatus, reviewStatus } from './enums.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    businessId: belongsTo('business_id', () => businesses.id),
    userId: belongsTo('user_id', () => users.id),
    rating: smallint('rating').notNull(),
    title: varchar('title', { length: 160 }),
    content: text('content').notNull(),
    images: textList('images'),
    isVerified: boolean('is_verified').notNull().default(false),
    status: reviewStatus('status').notNull().default('pending'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Why an admin rejected it (mailed to the author). */
    rejectionReason: text('rejection_reason'),
    /** When it was last approved (the public date is the creation date). */
    approvedAt: timestamptz('approved_at'),
    /** The business owner's public reply. */
    ownerReply: text('owner_reply'),
    ownerReplyAt: timestamptz('owner_reply_at'),
    ownerReplyEditedAt: timestamptz('owner_reply_edited_at'),
    ownerReplyUserId: integer('owner_reply_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('reviews_business_idx').on(t.businessId, t.status),
    uniqueIndex('reviews_user_business_unique').on(t.userId, t.businessId),
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: belongsTo('review_id', () => reviews.id),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'review_votes_pkey', columns: [t.reviewId, t.userId] }), index('review_votes_user_idx').on(t.userId)],
);

export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: belongsTo('review_id', () => reviews.id),
    reporterUserId: belongsTo('reporter_user_id', () => users.id),
    reason: varchar('reason', { length: 40 }).notNull(),
    details: varchar('details', { length: 500 }),
    status: reviewReportStatus('status').notNull().default('open'),
    resolvedAt: timestamptz('resolved_at'),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_unique').on(t.reviewId, t.reporterUserId),
    index('review_reports_status_idx').on(t.status, t.createdAt),
  ],
);
