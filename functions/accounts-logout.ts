/** POST /api/auth/logout: ends this browser's session (the row is deleted, the cookie cleared). */
import { handler, json } from '#api/http.ts';
import { clearSessionCookie, destroySession } from '#api/session.ts';
import type { LogoutAnswer } from '#lib/contract/session.ts';

export default handler(
  { auth: 'public' },
  {
    POST: async (req, { db }) => {
      await destroySession(req, db);
      return json({ message: 'Çıkış yapıldı.' } satisfies LogoutAnswer, { headers: { 'Set-Cookie': clearSessionCookie() } });
    },
  },
);

export const config = { path: '/api/auth/logout' };
