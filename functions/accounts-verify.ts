/**
 * POST /api/auth/verify {email, code}: checks the e-mailed code in the browser that asked for it, starts a
 * session (Set-Cookie ar_session), clears ar_login and answers {user, created, secondFactorRequired}.
 * Wrong or expired code: 400 {errors: {code: 'Kod hatalı veya süresi dolmuş.'}}.
 */
import { clientIp, handler, json, readJson } from '#api/http.ts';
import { clearLoginCookie, createSession, knownBrowserCookie, loginBrowserHash, publicUser } from '#api/session.ts';
import { verifyCodeSchema } from '#lib/auth-schema.ts';
import { verifyCode } from '#features/accounts/auth.ts';
import { isStaff, type LoginAnswer } from '#lib/contract/session.ts';

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      const body = await readJson(req, verifyCodeSchema, 10_000);
      const { user, created } = await verifyCode(ctx.db, {
        email: body.email,
        code: body.code,
        browserHash: loginBrowserHash(req),
        ip: clientIp(req, ctx),
      });
      const { cookie } = await createSession(ctx.db, user.id, req);
      const res = json({ user: publicUser(user), created, secondFactorRequired: isStaff(user.role) } satisfies LoginAnswer);
      res.headers.append('Set-Cookie', cookie);
      res.headers.append('Set-Cookie', clearLoginCookie());
      res.headers.append('Set-Cookie', knownBrowserCookie(user.email));
      return res;
    },
  },
);

export const config = { path: '/api/auth/verify' };
