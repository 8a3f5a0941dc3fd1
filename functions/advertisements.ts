/**
 * POST /api/advertisements (the /advertise form; spec §7 payload: businessName, contactPerson, email, phone,
 * packageType, duration, message): creates an ad request in the one pipeline of
 * src/features/advertising/requests.ts (shared with POST /api/advertisement-requests). From this site only,
 * rate limited per IP and per e-mail, body at most 16 KB; 400 with the spec's Turkish messages per field.
 * Answers 201 {id, message, packageType, duration, totalCost} (the total computed by the server). A filled
 * honeypot (`website2`) gets the same-looking answer and nothing is stored.
 */
import { clientIp, handler, json, readJson } from '#api/http.ts';
import { adDecoyResult, createAdRequest, enforceAdRequestIpLimit } from '#features/advertising/requests.ts';
import { advertiseSchema, isAdHoneypotFilled } from '#lib/contract/advertising.ts';
import { log } from '#platform/log.ts';

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      await enforceAdRequestIpLimit(ctx.db, clientIp(req, ctx));
      const input = await readJson(req, advertiseSchema, 16 * 1024);
      if (isAdHoneypotFilled(input)) {
        log.info('ad request dropped (honeypot)', { requestId: ctx.requestId });
        return json(adDecoyResult(input), { status: 201 });
      }
      const userId = (await ctx.session())?.user.id ?? null;
      return json(await createAdRequest(ctx.db, input, { source: 'advertise', userId }), { status: 201 });
    },
  },
);

export const config = { path: '/api/advertisements' };
