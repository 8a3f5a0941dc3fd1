/**
 * The whole data model: every entity of the product spec (§3) plus what real accounts, moderation,
 * e-mail, rate limits, uploads, pricing and rebuilds need, one file per feature. This is the single source
 * of truth, one drizzle schema (db/client.ts, drizzle.config.ts); `npm run db:generate` writes the SQL
 * migrations in db/migrations from it.
 */
export * from './enums.ts';
export * from './accounts.ts';
export * from './directory.ts';
export * from './favorites.ts';
export * from './owners.ts';
export * from './reviews.ts';
export * from './advertising.ts';
export * from './statistics.ts';
export * from './platform.ts';
export * from './messages.ts';
export * from './insights.ts';
export * from './campaigns.ts';
