/**
 * POST /api/users {name?, email, phone?, mode?}: starts a passwordless login or sign-up (PD4).
 * E-mails a 6-digit code and a one-click link, binds both to this browser (`ar_login` cookie) and answers
 * 202 {message, email (masked)}. Mode defaults to 'signup' when a name is given, else 'login'. "Log in" with
 * an address that has no account answers exactly the same (the mail says there is none and links to
 * sign-up), so the answer never tells which addresses have an account.
 */
import { clientIp, handler, json, readJson } from '#api/http.ts';
import { isKnownBrowser, loginCookie, loginCookieValue } from '#api/session.ts';
import { loginRequestSchema } from '#lib/auth-schema.ts';
import { startLogin } from '#features/accounts/auth.ts';
import { sha256Hex } from '#platform/crypto.ts';

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      const body = await readJson(req, loginRequestSchema, 10_000);
      const browser = loginCookieValue(req);
      const result = await startLogin(ctx.db, {
        ...body,
        browserHash: sha256Hex(browser),
        knownBrowser: isKnownBrowser(req, body.email),
        ip: clientIp(req, ctx),
      });
      return json(
        { message: 'Giriş kodu e-posta adresinize gönderildi.', email: result.maskedEmail, mode: result.mode },
        { status: 202, headers: { 'Set-Cookie': loginCookie(browser) } },
      );
    },
  },
);

export const config = { path: '/api/users' };
