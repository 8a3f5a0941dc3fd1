/**
 * POST /api/analytics/events {businessId, type: 'view' | 'phone' | 'website' | 'directions'}: counts one
 * event of a business page for the owner's statistics. 204 when taken, whether or not it was counted: bots
 * (by user agent), repeats (a view once per visitor per day, an action once per hour), the logged-in
 * owner's own visits and hits above the per-address limit are silently dropped, so a bot learns nothing.
 * An unknown or unpublished business: 404 {"message": "İşletme bulunamadı."}. Same-origin only; JSON only
 * (415 otherwise), at most 1 kB (413). Send it with `fetch(…, { method: 'POST', keepalive: true, … })`.
 */
import { clientIp, handler, noContent, notFound, readJson } from '#api/http.ts';
import { ANALYTICS_MAX_BODY_BYTES, analyticsEventSchema, recordBusinessEvent } from '#features/statistics/business-events.ts';

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      const event = await readJson(req, analyticsEventSchema, ANALYTICS_MAX_BODY_BYTES);
      const outcome = await recordBusinessEvent(ctx.db, {
        ...event,
        ip: clientIp(req, ctx),
        userAgent: req.headers.get('user-agent'),
        userId: (await ctx.session())?.user.id ?? null,
      });
      if (outcome === 'not_found') throw notFound('İşletme bulunamadı.');
      return noContent();
    },
  },
);

export const config = { path: '/api/analytics/events' };
