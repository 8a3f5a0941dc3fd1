/** POST /api/auth/logout-all: "log out everywhere": deletes every session of the logged-in user. */
import { handler, json } from '#api/http.ts';
import { clearSessionCookie, destroyAllSessions } from '#api/session.ts';
import { audit } from '#platform/audit.ts';

export default handler(
  { auth: 'user' },
  {
    POST: async (_req, { db, caller: { user } }) => {
      const count = await destroyAllSessions(user.id, db);
      await audit(db, {
        actorUserId: user.id,
        actorLabel: user.email,
        action: 'auth.logout_all',
        targetType: 'user',
        targetId: user.id,
        details: { sessions: count },
      });
      return json({ message: 'Tüm oturumlardan çıkış yapıldı.', sessions: count }, { headers: { 'Set-Cookie': clearSessionCookie() } });
    },
  },
);

export const config = { path: '/api/auth/logout-all' };
