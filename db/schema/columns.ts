/**
 * Column shapes that many tables share. Not part of the exported schema (db/schema/index.ts re-exports
 * only tables and enums); each helper returns a fresh builder, since a builder belongs to one table.
 */
import { sql } from 'drizzle-orm';
import { integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A point in time (`timestamptz`), read as a `Date`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `created_at` and `updated_at`, for the tables whose rows change after they are written. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The row this one belongs to (a user, a business): required, and deleted with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** A list of text (images, features, postal codes), empty by default. */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** Upload ids of private documents (src/features/uploads), empty by default. */
export const uploadIdList = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);
