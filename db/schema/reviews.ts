/** Reviews written on this site (the businesses' rating is computed from the approved ones). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { belongsTo, textList, timestamps } from './columns.ts';
import { businesses } from './directory.ts';
import { reviewStatus } from './enums.ts';

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
    ...timestamps(),
  },
  (t) => [
    index('reviews_business_idx').on(t.businessId, t.status),
    uniqueIndex('reviews_user_business_unique').on(t.userId, t.businessId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
