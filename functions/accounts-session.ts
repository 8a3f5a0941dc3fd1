/**
 * GET /api/auth/session: who is logged in, for the islands (pages are static).
 * {user: null} or {user: {id, name, email, role}, secondFactorRequired, totpEnabled}.
 * PATCH /api/auth/session {name}: the logged-in person names their account (after "E-posta ile devam et"
 * made it from the address alone, decision 027); answers {user}. Bad name: 400 with the field's message.
 */
import { handler, json, readJson } from '#api/http.ts';
import { needsSecondFactor, publicUser } from '#api/session.ts';
import { renameUser } from '#features/accounts/auth.ts';
import { renameSchema } from '#lib/auth-schema.ts';
import type { SessionAnswer } from '#lib/contract/session.ts';

export default handler(
  { auth: { GET: 'public', PATCH: 'user' } },
  {
    PATCH: async (req, ctx) => {
      const body = await readJson(req, renameSchema, 2_000);
      const user = await renameUser(ctx.db, ctx.caller.user.id, body.name);
      return json({ user: publicUser(user) }, { headers: { 'Cache-Control': 'no-store' } });
    },
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
  },
);

export const config = { path: '/api/auth/session' };
