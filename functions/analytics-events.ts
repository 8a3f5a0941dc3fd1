/**
 * POST /api/analytics/events {businessId, type: 'view' | 'phone' | 'website' | 'directions'}: counts one
 * event of a business page for the owner's statistics. 204 when taken, whether or not it was counted: bots
 * (by user agent) and hits above the per-address limit are silently dropped, so a bot learns nothing.
 * An unknown or unpublished business: 404 {"message": "İşletme bulunamadı."}. Same-origin only; JSON only
 * (415 otherwise), at most 1 kB (413). Send it with `fetch(…, { method: 'POST', keepalive: true, … })`.
 */
import { db } from '#platform/db.ts';
import { assertSameOrigin } from '#api/csrf.ts';
import { clientIp, handler, notFound, readJson } from '#api/http.ts';
import { ANALYTICS_MAX_BODY_BYTES, analyticsEventSchema, recordBusinessEvent } from '#features/statistics/business-events.ts';
import { apiSecurityHeaders } from '#platform/security-headers.ts';

export default handler({
  POST: async (req, ctx) => {
    assertSameOrigin(req);
    const event = await readJson(req, analyticsEventSchema, ANALYTICS_MAX_BODY_BYTES);
    const outcome = await recordBusinessEvent(await db(), {
      ...event,
      ip: clientIp(req, ctx),
      userAgent: req.headers.get('user-agent'),
    });
    if (outcome === 'not_found') throw notFound('İşletme bulunamadı.');
    return new Response(null, { status: 204, headers: { ...apiSecurityHeaders, 'Cache-Control': 'no-store' } });
  },
});

export const config = { path: '/api/analytics/events' };
