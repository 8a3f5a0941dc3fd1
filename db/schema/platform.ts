/** Operations: uploads, the e-mail outbox, rate limits, the audit log, site rebuilds and the import lease. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, timestamptz } from './columns.ts';
import { businesses } from './directory.ts';
import { buildStatus, outboxStatus } from './enums.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** Storage key (path in DATA_DIR/uploads or object key). */
    key: varchar('key', { length: 300 }).notNull().unique(),
    kind: varchar('kind', { length: 30 }).notNull(), // business_photo | owner_document | claim_document | review_photo
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    originalName: varchar('original_name', { length: 255 }),
    isPrivate: boolean('is_private').notNull().default(false),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerUserId)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 250 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers of this message (only those `#platform/mail.ts` allows, e.g. RFC 8058 List-Unsubscribe). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** Set while one sender holds the row, so several instances never send the same mail twice. */
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    messageId: varchar('message_id', { length: 250 }),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Fixed-window counters shared by every instance (PD20). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_expires_idx').on(t.expiresAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'cli' for the operator's command line. */
    actorLabel: varchar('actor_label', { length: 160 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 40 }),
    targetId: varchar('target_id', { length: 40 }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_created_idx').on(t.createdAt)],
);

/** Site rebuild requests: a change to public pages inserts a pending row; the scheduled function builds once for all. */
export const siteBuilds = pgTable(
  'site_builds',
  {
    id: serial('id').primaryKey(),
    reason: varchar('reason', { length: 200 }).notNull(),
    status: buildStatus('status').notNull().default('pending'),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    /** The build that served this request (several requests share one build). */
    buildId: integer('build_id'),
    error: text('error'),
  },
  (t) => [index('site_builds_status_idx').on(t.status)],
);

/**
 * Who is importing (src/features/listings/import.ts): at most one row (id 1), held by one import for a short
 * lease it renews with every batch, so imports are serialised across their many transactions and instances,
 * and a crashed import's lease simply runs out.
 */
export const importLease = pgTable('import_lease', {
  id: smallint('id').primaryKey().default(1),
  holder: text('holder').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});
