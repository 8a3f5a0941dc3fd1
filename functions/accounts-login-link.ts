/**
 * GET /api/auth/link?token=…: the one-click link from the login mail. Works once, before expiry, and only
 * in the browser that asked for the code (its ar_login cookie). Success: session cookie and 303 to / (admins
 * to /admin). Failure: 303 to /login?hata=baglanti, where the page explains what happened.
 */
import { clientIp, handler, HttpError } from '#api/http.ts';
import { clearLoginCookie, createSession, knownBrowserCookie, loginBrowserHash } from '#api/session.ts';
import { verifyLink } from '#features/accounts/auth.ts';
import { isStaff } from '#lib/contract/session.ts';
import { apiSecurityHeaders } from '#platform/security-headers.ts';
import { log } from '#platform/log.ts';

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store', ...apiSecurityHeaders });
  for (const c of cookies) headers.append('Set-Cookie', c);
  return new Response(null, { status: 303, headers });
}

export default handler(
  { auth: 'public' },
  {
    GET: async (req, ctx) => {
      const token = new URL(req.url).searchParams.get('token') ?? '';
      try {
        const { user } = await verifyLink(ctx.db, { token, browserHash: loginBrowserHash(req), ip: clientIp(req, ctx) });
        const { cookie } = await createSession(ctx.db, user.id, req);
        return redirect(isStaff(user.role) ? '/admin' : '/', [cookie, clearLoginCookie(), knownBrowserCookie(user.email)]);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        log.info('login link refused', { requestId: ctx.requestId, status: err.status });
        return redirect(err.status === 429 ? '/login?hata=cok-deneme' : '/login?hata=baglanti');
      }
    },
  },
);

export const config = { path: '/api/auth/link' };
