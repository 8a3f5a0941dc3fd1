/**
 * Who a visitor is, without knowing who they are (PD18): a hash of the client address (an IPv6 address by
 * its /64, see `addressBucket`; not the user agent, which the client chooses freely) with a random salt that belongs to one day (Europe/Istanbul) and is deleted when the next day's salt is
 * made. The same address (or IPv6 /64) gets the same hash all day, so "once per visitor per day"
 * and "unique visitors per day" can be counted; after the day nobody (not even we) can link a hash back
 * to an address. Used by the owners' statistics and the visitor statistics alike.
 */
import crypto from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { visitorSalts } from '#db/schema/index.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { addressBucket } from './address.ts';

let cached: { date: string; salt: string } | null = null;

/** The salt of `date` (YYYY-MM-DD), made on first use; making one deletes the salts of earlier days. */
export async function saltOfDay(db: Db, date: string): Promise<string> {
  if (cached?.date === date) return cached.salt;
  let [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.date, date));
  if (!row) {
    const inserted = await db
      .insert(visitorSalts)
      .values({ date, salt: crypto.randomBytes(32).toString('hex') })
      .onConflictDoNothing()
      .returning({ salt: visitorSalts.salt });
    if (inserted.length) await db.delete(visitorSalts).where(lt(visitorSalts.date, date));
    [row] = inserted.length ? inserted : await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.date, date));
  }
  if (!row) throw new Error(`no visitor salt for ${date}`);
  if (date === istanbulDateKey()) cached = { date, salt: row.salt };
  return row.salt;
}

export interface VisitorInput {
  /** The client address (never stored). */
  ip: string;
  /** Not part of the hash (a rotated user agent must not make a new visitor); kept for the callers' filters. */
  userAgent?: string | null;
  /** The moment of the visit; default now. */
  at?: Date;
}

/** 32 hex characters identifying this address (IPv6: its /64) for one day only. */
export async function visitorHash(db: Db, input: VisitorInput): Promise<string> {
  const salt = await saltOfDay(db, istanbulDateKey(input.at ?? new Date()));
  return crypto.createHmac('sha256', salt).update(addressBucket(input.ip)).digest('hex').slice(0, 32);
}

/** Forgets the in-process salt (tests that travel in time). */
export function resetVisitorSaltCache(): void {
  cached = null;
}
