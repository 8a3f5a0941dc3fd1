/**
 * A logged-in person's favourites (PD6); visitors keep theirs in the browser and merge them at login.
 *   GET    /api/favorites               → 200 [{ businessId, createdAt }] (newest first, public businesses only)
 *   PUT    /api/favorites/{businessId}  → 201 { businessId, createdAt } added, 200 when already there;
 *                                          404 "İşletme bulunamadı." unless approved; 409 at the account limit
 *   DELETE /api/favorites/{businessId}  → 204 (also when it was not a favourite)
 *   POST   /api/favorites/merge { businessIds: number[] (≤ 500) } → 200 the full list after adding the
 *                                          ones that exist and are approved
 *   DELETE /api/favorites { userId, businessId } (the spec's shape) → 204; 403 unless userId is the caller
 * Not logged in: 401. State changes from another site: 403. Answers are never cached.
 */
import { conflict, forbidden, handler, json, noContent, notFound, parseId, readJson } from '#api/http.ts';
import {
  FAVORITES_MAX,
  addFavorite,
  deleteFavoriteSchema,
  listFavorites,
  mergeFavorites,
  mergeFavoritesSchema,
  removeFavorite,
} from '#features/accounts/favorites.ts';

const BASE = '/api/favorites';
const FORBIDDEN_MESSAGE = 'Bu kullanıcının favorilerine erişim yetkiniz yok.';

type Target = { kind: 'collection' } | { kind: 'merge' } | { kind: 'item'; segment: string };

/** Which of the three paths was called (from the path itself, whatever parameters the host filled in). */
function target(req: Request): Target {
  const path = new URL(req.url).pathname.replace(/\/+$/, '');
  if (path === BASE) return { kind: 'collection' };
  const segment = path.slice(BASE.length + 1);
  if (segment === 'merge') return { kind: 'merge' };
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // parseId refuses it below.
  }
  return { kind: 'item', segment: decoded };
}

const ALLOWED: Record<Target['kind'], string[]> = { collection: ['GET', 'HEAD', 'DELETE'], merge: ['POST'], item: ['PUT', 'DELETE'] };

export default handler(
  { auth: 'user', allow: (req) => ALLOWED[target(req).kind] },
  {
    GET: async (_req, { db, caller: { user } }) => json(await listFavorites(db, user.id)),

    PUT: async (req, { db, caller: { user } }) => {
      const t = target(req) as Extract<Target, { kind: 'item' }>;
      const result = await addFavorite(db, user.id, parseId(t.segment, 'İşletme'));
      switch (result.status) {
        case 'added':
          return json(result.favorite, { status: 201 });
        case 'exists':
          return json(result.favorite);
        case 'full':
          throw conflict(
            `En fazla ${FAVORITES_MAX.toLocaleString('tr-TR')} favori ekleyebilirsiniz. Yenisini eklemek için önce birini çıkarın.`,
          );
        case 'not_found':
        default:
          throw notFound('İşletme bulunamadı.');
      }
    },

    POST: async (req, { db, caller: { user } }) => {
      const { businessIds } = await readJson(req, mergeFavoritesSchema, 50_000);
      return json(await mergeFavorites(db, user.id, businessIds));
    },

    DELETE: async (req, { db, caller: { user } }) => {
      const t = target(req);
      if (t.kind === 'item') {
        await removeFavorite(db, user.id, parseId(t.segment, 'İşletme'));
        return noContent();
      }
      const body = await readJson(req, deleteFavoriteSchema, 1_000);
      if (body.userId !== user.id) throw forbidden(FORBIDDEN_MESSAGE);
      await removeFavorite(db, user.id, body.businessId);
      return noContent();
    },
  },
);

// Literal strings only: Netlify reads `config` without running the module.
export const config = { path: ['/api/favorites', '/api/favorites/merge', '/api/favorites/:businessId'] };
