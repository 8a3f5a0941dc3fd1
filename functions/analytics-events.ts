/**
 * POST /api/analytics/events {businessId, type: 'view' | 'phone' | 'website' | 'directions'}: counts one
 * event of a business page for the owner's statistics. 204 when taken, whether or not it was counted: bots
 * (by user agent), repeats (a view once per visitor per day, an action once per hour), the logged-in
 * owner's own visits and hits above the per-address limit are silently dropped, so a bot learns nothing.
 * An unknown or unpublished business: 404 {"message": "İşletme bulunamadı."}. Same-origin only; JSON only
 * (415 otherwise), at most 1 kB (413). Send it with `fetch(…, { method: 'POST', keepalive: true, … })`.
 */
import { db } from '#platform/db.ts';
import { assertSameOrigin } from '#api/csrf.ts';
import { clientIp, handler, notFound, readJson } from '#api/http.ts';
import { ANALYTICS_MAX_BODY_BYTES, analyticsEventSchema, recordBusinessEvent } from '#features/statistics/business-events.ts';
import { apiSecurityHeaders } from '#platform/security-headers.ts';
import { getSession } from '#api/session.ts';

export default handler({
  POST: async (req, ctx) => {
    assertSameOrigin(req);
    const event = await readJson(req, analyticsEventSchema, ANALYTICS_MAX_BODY_BYTES);
    const database = await db();
    const outcome = await recordBusinessEvent(database, {
      ...event,
      ip: clientIp(req, ctx),
      userAgent: req.headers.get('user-agent'),
      userId: (await getSession(req, database))?.user.id ?? null,
    });
    if (outcome === 'not_found') throw notFound('İşletme bulunamadı.');
    return new Response(null, { status: 204, headers: { ...apiSecurityHeaders, 'Cache-Control': 'no-store' } });
  },
});

export const config = { path: '/api/analytics/events' };
