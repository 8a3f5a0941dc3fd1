/** POST /api/auth/logout-all: "log out everywhere": deletes every session of the logged-in user. */
import { assertSameOrigin } from '#api/csrf.ts';
import { handler, json } from '#api/http.ts';
import { db } from '#platform/db.ts';
import { clearSessionCookie, destroyAllSessions, requireUser } from '#api/session.ts';
import { audit } from '#platform/audit.ts';

export default handler({
  POST: async (req) => {
    assertSameOrigin(req);
    const database = await db();
    const { user } = await requireUser(req, database);
    const count = await destroyAllSessions(user.id, database);
    await audit(database, { actorUserId: user.id, actorLabel: user.email, action: 'auth.logout_all', targetType: 'user', targetId: user.id, details: { sessions: count } });
    return json({ message: 'Tüm oturumlardan çıkış yapıldı.', sessions: count }, { headers: { 'Set-Cookie': clearSessionCookie() } });
  },
});

export const config = { path: '/api/auth/logout-all' };
