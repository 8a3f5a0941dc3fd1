/**
 * GET /api/users/{userId}/favorites (the spec's shape): the caller's own favourites,
 * [{ businessId, createdAt }]. Not logged in: 401. Any other user's id (or anything that is not the
 * caller's id): 403 "Bu kullanıcının favorilerine erişim yetkiniz yok." Never cached.
 */
import { forbidden, handler, json } from '#api/http.ts';
import { listFavorites } from '#features/accounts/favorites.ts';

export default handler(
  { auth: 'user' },
  {
    GET: async (_req, { db, caller: { user }, params }) => {
      if (params.userId !== String(user.id)) throw forbidden('Bu kullanıcının favorilerine erişim yetkiniz yok.');
      return json(await listFavorites(db, user.id));
    },
  },
);

export const config = { path: '/api/users/:userId/favorites' };
