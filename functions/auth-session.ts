/**
 * GET /api/auth/session: who is logged in, for the islands (pages are static).
 * {user: null} or {user: {id, name, email, role}, secondFactorRequired, totpEnabled}.
 */
import { handler, json } from '#api/http.ts';
import { needsSecondFactor, publicUser } from '#api/session.ts';
import type { SessionAnswer } from '#lib/contract/session.ts';

export default handler({ auth: 'public' }, {
  GET: async (_req, ctx) => {
    const info = await ctx.session();
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
