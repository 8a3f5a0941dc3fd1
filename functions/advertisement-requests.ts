/**
 * /api/advertisement-requests
 *   GET:  the live ads' public content (spec §7: the list the page filtered to `live`; here the server
 *         filters), never the requester's contact person, e-mail or phone. Cached briefly by the CDN.
 *   POST: the /advertise-request form (same payload as POST /api/advertisements, its own §5 messages: 2-character
 *         minimums, a phone of 10+ characters), the same pipeline, limits, honeypot and answer (201).
 */
import { clientIp, handler, json, publicCache, readJson } from '#api/http.ts';
import { listLiveAds } from '#features/advertising/public.ts';
import { adDecoyResult, createAdRequest, enforceAdRequestIpLimit } from '#features/advertising/requests.ts';
import { adRequestSchema, isAdHoneypotFilled } from '#lib/contract/advertising.ts';
import { log } from '#platform/log.ts';

export default handler(
  { auth: 'public' },
  {
    GET: async (_req, { db }) => json(await listLiveAds(db), { headers: publicCache(60) }),
    POST: async (req, ctx) => {
      await enforceAdRequestIpLimit(ctx.db, clientIp(req, ctx));
      const input = await readJson(req, adRequestSchema, 16 * 1024);
      if (isAdHoneypotFilled(input)) {
        log.info('ad request dropped (honeypot)', { requestId: ctx.requestId });
        return json(adDecoyResult(input), { status: 201 });
      }
      const userId = (await ctx.session())?.user.id ?? null;
      return json(await createAdRequest(ctx.db, input, { source: 'advertise-request', userId }), { status: 201 });
    },
  },
);

export const config = { path: '/api/advertisement-requests' };
