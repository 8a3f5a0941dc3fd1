/**
 * The admins' second factor (TOTP):
 *  GET  /api/auth/totp         → {enabled: true} or, before enrolment, {enabled: false, secret, secretGroups, uri, qrSvg}
 *  POST /api/auth/totp/enable  {code} → enables TOTP for the pending secret and passes the second factor in this session
 *  POST /api/auth/totp/verify  {code} → passes the second factor in this session
 * Admins only (logged in; the second factor is what these routes establish). ≤ 5 attempts per 10 minutes.
 */
import { assertSameOrigin } from '#api/csrf.ts';
import { forbidden, handler, json, methodNotAllowed, notFound, readJson } from '#api/http.ts';
import { db } from '#platform/db.ts';
import { markSecondFactor, requireUser } from '#api/session.ts';
import { totpCodeSchema } from '#lib/auth-schema.ts';
import { beginEnrolment, confirmEnrolment, groupSecret, verifySecondFactor } from '#features/accounts/totp.ts';

async function requireAdmin(req: Request) {
  const database = await db();
  const info = await requireUser(req, database);
  if (info.user.role !== 'admin') throw forbidden('Bu işlem için yetkiniz yok.');
  return { database, ...info };
}

function action(req: Request): '' | 'enable' | 'verify' | null {
  const path = new URL(req.url).pathname.replace(/\/+$/, '');
  if (path.endsWith('/api/auth/totp')) return '';
  if (path.endsWith('/api/auth/totp/enable')) return 'enable';
  if (path.endsWith('/api/auth/totp/verify')) return 'verify';
  return null;
}

export default handler({
  GET: async (req) => {
    const which = action(req);
    if (which === null) throw notFound('Aradığınız adres bulunamadı.');
    if (which !== '') throw methodNotAllowed(['POST']);
    const { database, user } = await requireAdmin(req);
    if (user.totpEnabledAt) return json({ enabled: true });
    const enrolment = await beginEnrolment(database, user);
    return json({ enabled: false, ...enrolment, secretGroups: groupSecret(enrolment.secret) });
  },
  POST: async (req) => {
    assertSameOrigin(req);
    const which = action(req);
    if (which === null) throw notFound('Aradığınız adres bulunamadı.');
    if (which === '') throw methodNotAllowed(['GET']);
    const { database, user, session } = await requireAdmin(req);
    const { code } = await readJson(req, totpCodeSchema, 10_000);
    if (which === 'enable') {
      await confirmEnrolment(database, user, code);
      await markSecondFactor(session.id, database);
      return json({ message: 'İki adımlı doğrulama etkinleştirildi.', secondFactorRequired: false });
    }
    await verifySecondFactor(database, user, code);
    await markSecondFactor(session.id, database);
    return json({ message: 'Doğrulama başarılı.', secondFactorRequired: false });
  },
});

export const config = { path: ['/api/auth/totp', '/api/auth/totp/enable', '/api/auth/totp/verify'] };
