/**
 * POST /api/consent {consentId, action, statistics, marketing, textVersion}: records a cookie choice of the
 * banner (time and text version; no IP address). 204. Same-origin only; at most 1 kB.
 */
import { assertSameOrigin } from '#api/csrf.ts';
import { clientIp, handler, readJson } from '#api/http.ts';
import { recordConsent } from '#features/statistics/consent.ts';
import { consentRequestSchema } from '#lib/contract/statistics.ts';
import { db } from '#platform/db.ts';
import { apiSecurityHeaders } from '#platform/security-headers.ts';

export default handler({
  POST: async (req, ctx) => {
    assertSameOrigin(req);
    const body = await readJson(req, consentRequestSchema, 1_000);
    await recordConsent(await db(), { ...body, ip: clientIp(req, ctx) });
    return new Response(null, { status: 204, headers: { ...apiSecurityHeaders, 'Cache-Control': 'no-store' } });
  },
});

export const config = { path: '/api/consent' };
