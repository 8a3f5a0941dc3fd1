/**
 * GET /api/auth/session: who is logged in, for the islands (pages are static).
 * {user: null} or {user: {id, name, email, role}, secondFactorRequired, totpEnabled}.
 */
import { handler, json } from '#api/http.ts';
import { getSession, needsSecondFactor, publicUser } from '#api/session.ts';
import type { SessionAnswer } from '#lib/contract/session.ts';

export default handler({
  GET: async (req) => {
    const info = await getSession(req);
    if (!info) return json({ user: null } satisfies SessionAnswer, { headers: { 'Cache-Control': 'no-store' } });
    return json(
      {
        user: publicUser(info.user),
        secondFactorRequired: needsSecondFactor(info),
        totpEnabled: Boolean(info.user.totpEnabledAt),
      } satisfies SessionAnswer,
      { headers: { 'Cache-Control': 'no-store' } },
    );
  },
});

export const config = { path: '/api/auth/session' };
