/**
 * POST /api/businesses/import-google {url}: the "Google'dan içe aktar" tab (PD11). The pasted
 * Google Maps link is parsed here (src/lib/import/google-link.ts) and answered as a pre-fill of the manual
 * form: 200 {prefill: {name?, latitude?, longitude?, googleCid?, googlePlaceId?, address?, district?, …},
 * message}. Nothing is fetched from Google or anywhere else. A blank link, a short link (maps.app.goo.gl,
 * goo.gl/maps, g.page) or another site: 400 {message, errors: {url}} in Turkish. From this site only, rate
 * limited per IP (counters in PostgreSQL, so the limit holds across instances).
 */
import { z } from 'zod';
import { badRequest, clientIp, handler, json, readJson } from '#api/http.ts';
import { parseGoogleMapsLink } from '#lib/import/google-link.ts';
import { googleLinkMessages } from '#lib/import/messages.ts';
import { enforce, rateKey } from '#platform/rate-limit.ts';
import type { GoogleImportAnswer } from '#lib/contract/listings.ts';

/** 30 links per 10 minutes per IP: plenty for a person, little for a script. */
export const googleLinkLimit = { limit: 30, windowSeconds: 600 } as const;
const MAX_BODY_BYTES = 16 * 1024;

const bodySchema = z.object({
  url: z.string({ error: googleLinkMessages.blank }).max(4000, googleLinkMessages.tooLong).optional().default(''),
});

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      await enforce(ctx.db, rateKey('import-google', 'ip', clientIp(req, ctx)), googleLinkLimit);
      const { url } = await readJson(req, bodySchema, MAX_BODY_BYTES);
      const result = parseGoogleMapsLink(url);
      if (!result.ok) throw badRequest(result.message, { url: result.message });
      return json({ prefill: result.prefill, message: result.message } satisfies GoogleImportAnswer);
    },
  },
);

export const config = { path: '/api/businesses/import-google' };
