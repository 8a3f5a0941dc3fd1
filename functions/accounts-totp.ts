/**
 * The admins' second factor (TOTP):
 *  GET  /api/auth/totp         → {enabled: true} or, before enrolment, {enabled: false, secret, secretGroups, uri, qrSvg}
 *  POST /api/auth/totp/enable  {code} → enables TOTP for the pending secret and passes the second factor in this session
 *  POST /api/auth/totp/verify  {code} → passes the second factor in this session
 * Admins only (logged in; the second factor is what these routes establish). ≤ 5 attempts per 10 minutes.
 */
import { handler, json, notFound, readJson } from '#api/http.ts';
import { markSecondFactor } from '#api/session.ts';
import { totpCodeSchema } from '#lib/auth-schema.ts';
import { beginEnrolment, confirmEnrolment, groupSecret, verifySecondFactor } from '#features/accounts/totp.ts';

function action(req: Request): '' | 'enable' | 'verify' | null {
  const path = new URL(req.url).pathname.replace(/\/+$/, '');
  if (path.endsWith('/api/auth/totp')) return '';
  if (path.endsWith('/api/auth/totp/enable')) return 'enable';
  if (path.endsWith('/api/auth/totp/verify')) return 'verify';
  return null;
}

/** `/api/auth/totp` is read (GET), `/enable` and `/verify` are posted to; 404 for any other path. */
function allow(req: Request): string[] {
  const which = action(req);
  if (which === null) throw notFound('Aradığınız adres bulunamadı.');
  return which === '' ? ['GET'] : ['POST'];
}

export default handler(
  { auth: 'admin-first-factor', allow },
  {
    GET: async (_req, { db, caller: { user } }) => {
      if (user.totpEnabledAt) return json({ enabled: true });
      const enrolment = await beginEnrolment(db, user);
      return json({ enabled: false, ...enrolment, secretGroups: groupSecret(enrolment.secret) });
    },
    POST: async (req, { db, caller: { user, session } }) => {
      const { code } = await readJson(req, totpCodeSchema, 10_000);
      if (action(req) === 'enable') {
        await confirmEnrolment(db, user, code);
        await markSecondFactor(session.id, db);
        return json({ message: 'İki adımlı doğrulama etkinleştirildi.', secondFactorRequired: false });
      }
      await verifySecondFactor(db, user, code);
      await markSecondFactor(session.id, db);
      return json({ message: 'Doğrulama başarılı.', secondFactorRequired: false });
    },
  },
);

export const config = { path: ['/api/auth/totp', '/api/auth/totp/enable', '/api/auth/totp/verify'] };
