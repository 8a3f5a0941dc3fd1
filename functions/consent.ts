/**
 * POST /api/consent {consentId, action, statistics, marketing, textVersion}: records a cookie choice of the
 * banner (time and text version; no IP address). 204. Same-origin only; at most 1 kB.
 */
import { clientIp, handler, noContent, readJson } from '#api/http.ts';
import { recordConsent } from '#features/consent/consent.ts';
import { consentRequestSchema } from '#lib/contract/statistics.ts';

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      const body = await readJson(req, consentRequestSchema, 1_000);
      await recordConsent(ctx.db, { ...body, ip: clientIp(req, ctx) });
      return noContent();
    },
  },
);

export const config = { path: '/api/consent' };
