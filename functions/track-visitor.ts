/**
 * POST /api/track-visitor {page, referrer?, userAgent?, sessionId?, date?} (spec §3, §7): records one visit
 * of a public page (src/features/statistics/tracking.ts). Always 204 when the request is well formed,
 * whether or not it was counted (bots, prefetches, admin pages and floods are dropped silently, so they
 * learn nothing). sessionId is sent only with statistics consent; without it the visit is anonymous.
 * Same-origin only; JSON only (415), at most 4 kB (413).
 */
import { clientIp, handler, noContent, readJson } from '#api/http.ts';
import { recordVisit, TRACK_MAX_BODY_BYTES } from '#features/statistics/tracking.ts';
import { trackVisitorSchema } from '#lib/contract/statistics.ts';

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      const body = await readJson(req, trackVisitorSchema, TRACK_MAX_BODY_BYTES);
      await recordVisit(ctx.db, {
        ...body,
        ip: clientIp(req, ctx),
        userAgentHeader: req.headers.get('user-agent'),
        purpose: [req.headers.get('sec-purpose'), req.headers.get('purpose'), req.headers.get('x-moz'), req.headers.get('x-purpose')]
          .filter(Boolean)
          .join(' '),
        geo: ctx.geo,
        selfHost: new URL(req.url).hostname,
      });
      return noContent();
    },
  },
);

export const config = { path: '/api/track-visitor' };
