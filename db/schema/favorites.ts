/** A signed-in visitor's saved businesses (beside accounts.ts, which the directory itself depends on). */
import { pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { belongsTo, createdAt } from './columns.ts';
import { businesses } from './directory.ts';

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    businessId: belongsTo('business_id', () => businesses.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favorites_user_business_unique').on(t.userId, t.businessId)],
);
