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
import { db } from '#platform/db.ts';
import { assertSameOrigin } from '#api/csrf.ts';
import { conflict, handler, json, methodNotAllowed, notFound, parseId, readJson, forbidden } from '#api/http.ts';
import { requireUser, withAuthAnswers } from '#api/session.ts';
import {
  FAVORITES_MAX,
  addFavorite,
  deleteFavoriteSchema,
  listFavorites,
  mergeFavorites,
  mergeFavoritesSchema,
  removeFavorite,
} from '#features/accounts/favorites.ts';
import { apiSecurityHeaders } from '#platform/security-headers.ts';

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
const noContent = () => new Response(null, { status: 204, headers: { ...apiSecurityHeaders, 'Cache-Control': 'no-store' } });

export default handler(
  withAuthAnswers({
    GET: async (req) => {
      const t = target(req);
      if (t.kind !== 'collection') throw methodNotAllowed(ALLOWED[t.kind]);
      const database = await db();
      const { user } = await requireUser(req, database);
      return json(await listFavorites(database, user.id));
    },

    PUT: async (req) => {
      const t = target(req);
      if (t.kind !== 'item') throw methodNotAllowed(ALLOWED[t.kind]);
      assertSameOrigin(req);
      const database = await db();
      const { user } = await requireUser(req, database);
      const businessId = parseId(t.segment, 'İşletme');
      const result = await addFavorite(database, user.id, businessId);
      switch (result.status) {
        case 'added':
          return json(result.favorite, { status: 201 });
        case 'exists':
          return json(result.favorite);
        case 'full':
          throw conflict(`En fazla ${FAVORITES_MAX.toLocaleString('tr-TR')} favori ekleyebilirsiniz. Yenisini eklemek için önce birini çıkarın.`);
        case 'not_found':
        default:
          throw notFound('İşletme bulunamadı.');
      }
    },

    POST: async (req) => {
      const t = target(req);
      if (t.kind !== 'merge') throw methodNotAllowed(ALLOWED[t.kind]);
      assertSameOrigin(req);
      const database = await db();
      const { user } = await requireUser(req, database);
      const { businessIds } = await readJson(req, mergeFavoritesSchema, 50_000);
      return json(await mergeFavorites(database, user.id, businessIds));
    },

    DELETE: async (req) => {
      const t = target(req);
      if (t.kind === 'merge') throw methodNotAllowed(ALLOWED.merge);
      assertSameOrigin(req);
      const database = await db();
      const { user } = await requireUser(req, database);
      if (t.kind === 'item') {
        await removeFavorite(database, user.id, parseId(t.segment, 'İşletme'));
        return noContent();
      }
      const body = await readJson(req, deleteFavoriteSchema, 1_000);
      if (body.userId !== user.id) throw forbidden(FORBIDDEN_MESSAGE);
      await removeFavorite(database, user.id, body.businessId);
      return noContent();
    },
  }),
);

// Literal strings only: Netlify reads `config` without running the module.
export const config = { path: ['/api/favorites', '/api/favorites/merge', '/api/favorites/:businessId'] };
