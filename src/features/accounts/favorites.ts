/**
 * A logged-in person's favourites (PD6). Visitors without an account keep favourites in the
 * browser (localStorage); at login the browser sends them to `mergeFavorites`, and from then on the
 * server's list is the truth. Every function takes the user id of the session: callers never pass an id
 * that came from the request (nobody reads or changes another person's favourites).
 *
 * Only approved businesses can be added; a favourite whose business is later unpublished stays stored
 * but is not listed until the business is public again.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { businesses, favorites } from '#db/schema/index.ts';
import { FAVORITES_MERGE_MAX, type FavoriteRecord } from '#lib/contract/favorites.ts';

/** Most favourites one account may keep (a bound on what one account can store). */
export const FAVORITES_MAX = 2_000;

const INT_MAX = 2_147_483_647;
const ID_MESSAGE = 'İşletme numarası pozitif bir tam sayı olmalıdır.';
const businessIdSchema = z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(INT_MAX, ID_MESSAGE);

/** POST /api/favorites/merge */
export const mergeFavoritesSchema = z.object({
  businessIds: z
    .array(businessIdSchema, { error: 'businessIds işletme numaralarından oluşan bir liste olmalıdır.' })
    .max(FAVORITES_MERGE_MAX, `Tek seferde en fazla ${FAVORITES_MERGE_MAX} favori birleştirilebilir.`),
});

/** DELETE /api/favorites (the spec's shape). */
export const deleteFavoriteSchema = z.object({
  userId: z.number({ error: 'userId bir kullanıcı numarası olmalıdır.' }).int('userId bir kullanıcı numarası olmalıdır.'),
  businessId: businessIdSchema,
});

export type AddOutcome =
  | { status: 'added'; favorite: FavoriteRecord }
  | { status: 'exists'; favorite: FavoriteRecord }
  | { status: 'not_found' }
  | { status: 'full' };

const entry = (r: { businessId: number; createdAt: Date }): FavoriteRecord => ({
  businessId: r.businessId,
  createdAt: r.createdAt.toISOString(),
});

/** The user's favourites whose businesses are public, newest first. */
export async function listFavorites(db: Db, userId: number): Promise<FavoriteRecord[]> {
  const rows = await db
    .select({ businessId: favorites.businessId, createdAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(businesses, eq(businesses.id, favorites.businessId))
    .where(and(eq(favorites.userId, userId), eq(businesses.status, 'approved')))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  return rows.map(entry);
}

async function approvedIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(inArray(businesses.id, ids), eq(businesses.status, 'approved')));
  return new Set(rows.map((r) => r.id));
}

async function countFavorites(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  return Number(row?.n ?? 0);
}

/** Adds one favourite; idempotent. */
export async function addFavorite(db: Db, userId: number, businessId: number): Promise<AddOutcome> {
  if (!(await approvedIds(db, [businessId])).has(businessId)) return { status: 'not_found' };
  const [existing] = await db
    .select({ businessId: favorites.businessId, createdAt: favorites.createdAt })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.businessId, businessId)));
  if (existing) return { status: 'exists', favorite: entry(existing) };
  if ((await countFavorites(db, userId)) >= FAVORITES_MAX) return { status: 'full' };
  const [inserted] = await db
    .insert(favorites)
    .values({ userId, businessId })
    .onConflictDoNothing({ target: [favorites.userId, favorites.businessId] })
    .returning({ businessId: favorites.businessId, createdAt: favorites.createdAt });
  if (inserted) return { status: 'added', favorite: entry(inserted) };
  // Added at the same moment by another request of the same user.
  const [raced] = await db
    .select({ businessId: favorites.businessId, createdAt: favorites.createdAt })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.businessId, businessId)));
  return raced ? { status: 'exists', favorite: entry(raced) } : { status: 'not_found' };
}

/** Removes one favourite; true when there was one. */
export async function removeFavorite(db: Db, userId: number, businessId: number): Promise<boolean> {
  const deleted = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.businessId, businessId)))
    .returning({ id: favorites.id });
  return deleted.length > 0;
}

/**
 * Adds the browser's favourites to the account: the ones that exist and are approved, in the order given,
 * as far as the account's limit allows. Answers the full list afterwards.
 */
export async function mergeFavorites(db: Db, userId: number, businessIds: readonly number[]): Promise<FavoriteRecord[]> {
  const wanted = [...new Set(businessIds)];
  if (wanted.length) {
    const existing = new Set(
      (await db.select({ businessId: favorites.businessId }).from(favorites).where(eq(favorites.userId, userId))).map((r) => r.businessId),
    );
    const candidates = wanted.filter((id) => !existing.has(id));
    const approved = await approvedIds(db, candidates);
    const room = Math.max(0, FAVORITES_MAX - existing.size);
    const toAdd = candidates.filter((id) => approved.has(id)).slice(0, room);
    if (toAdd.length) {
      await db
        .insert(favorites)
        .values(toAdd.map((businessId) => ({ userId, businessId })))
        .onConflictDoNothing({ target: [favorites.userId, favorites.businessId] });
    }
  }
  return listFavorites(db, userId);
}
