/**
 * Messages from visitors to a business (decision 022): plan-gated (#lib/plan-capabilities.ts `messages`), sent
 * without an account from the business page, held until the sender confirms their reply address by the
 * e-mailed link, then read and answered by the business's owners in the dashboard. The sender's address is
 * never shown to the owner: answers reach it by e-mail through the outbox. Deleted after the retention period
 * stated on /privacy (src/features/messages/messages.ts `MESSAGE_RETENTION_DAYS`).
 */
import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { belongsTo, createdAt, timestamptz } from './columns.ts';
import { businesses } from './directory.ts';

export const businessMessages = pgTable(
  'business_messages',
  {
    id: serial('id').primaryKey(),
    businessId: belongsTo('business_id', () => businesses.id),
    senderName: varchar('sender_name', { length: 80 }).notNull(),
    /** Where answers go; never shown to the owner. */
    senderEmail: varchar('sender_email', { length: 254 }).notNull(),
    body: text('body').notNull(),
    /** 'unverified' (waiting for the sender's link) | 'open' | 'answered' */
    status: varchar('status', { length: 12 }).notNull().default('unverified'),
    /** SHA-256 of the confirmation link's token. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    tokenExpiresAt: timestamptz('token_expires_at').notNull(),
    verifiedAt: timestamptz('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('business_messages_token_unique').on(t.tokenHash),
    index('business_messages_business_idx').on(t.businessId, t.createdAt),
    index('business_messages_created_idx').on(t.createdAt),
  ],
);

export const businessMessageReplies = pgTable(
  'business_message_replies',
  {
    id: serial('id').primaryKey(),
    messageId: belongsTo('message_id', () => businessMessages.id),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('business_message_replies_message_idx').on(t.messageId)],
);
