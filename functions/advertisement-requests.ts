/**
 * /api/advertisement-requests
 *   GET:  the live ads' public content (spec §7: the list the page filtered to `live`; here the server
 *         filters), never the requester's contact person, e-mail or phone. Cached briefly by the CDN.
 *   POST: the /advertise-request form (same payload as POST /api/advertisements, its own §5 messages: 2-character
 *         minimums, a phone of 10+ characters), the same pipeline, limits, honeypot and answer (201).
 */
import { assertSameOrigin } from '#api/csrf.ts';
import { clientIp, handler, json, publicCache, readJson } from '#api/http.ts';
import { getSession } from '#api/session.ts';
import { listLiveAds } from '#features/advertising/public.ts';
import { adDecoyResult, createAdRequest, enforceAdRequestIpLimit } from '#features/advertising/requests.ts';
import { adRequestSchema, isAdHoneypotFilled } from '#lib/contract/advertising.ts';
import { db } from '#platform/db.ts';
import { log } from '#platform/log.ts';

export default handler({
  GET: async () => json(await listLiveAds(await db()), { headers: publicCache(60) }),
  POST: async (req, ctx) => {
    assertSameOrigin(req);
    const database = await db();
    await enforceAdRequestIpLimit(database, clientIp(req, ctx));
    const input = await readJson(req, adRequestSchema, 16 * 1024);
    if (isAdHoneypotFilled(input)) {
      log.info('ad request dropped (honeypot)', { requestId: ctx.requestId });
      return json(adDecoyResult(input), { status: 201 });
    }
    const session = await getSession(req, database);
    return json(await createAdRequest(database, input, { source: 'advertise-request', userId: session?.user.id ?? null }), { status: 201 });
  },
});

export const config = { path: '/api/advertisement-requests' };
