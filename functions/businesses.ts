/**
 * GET /api/businesses: approved businesses, one page (spec §7 keeps the array shape).
 *   ?category=  slug or name (`restoranlar`, `Restoranlar`); empty or `all`: no filter
 *   ?district=  slug or name (`cukurova`, `Çukurova`); empty or `all`: no filter
 *   ?featured=1 featured only
 *   ?ids=1,2,3  these businesses only (at most 100; the favourites page)
 *   ?sort=      recommended (default: featured first, then rating) | rating | name (Turkish order) | reviews | newest
 *   ?limit=     1-100, default 24 (above 100: clamped to 100)   ?offset= 0-100000
 * Answers the items (each with `openNow` and `nextChange`, computed now in Europe/Istanbul) and `X-Total-Count`; a malformed parameter is 400 with a Turkish message per field.
 *
 * POST /api/businesses: the public add-business form (src/lib/business-input.ts; spec §7 payload). From this
 * site only, rate limited per IP and per e-mail, body at most 64 KB. Creates the business `email_pending`
 * and e-mails the verification link; answers 201 {requiresVerification: true, message, business: {id,
 * name, category, categorySlug}}. A filled honeypot gets the same-looking answer and nothing is stored.
 */
import { clientIp, handler, json, readJson, readQuery } from '#api/http.ts';
import { listBusinesses, listHeaders, listQuerySchema } from '#features/businesses/lists.ts';
import { openNowCache, withOpenNowOf } from '#features/businesses/open-now.ts';
import { businessInputSchema, isHoneypotFilled } from '#lib/business-input.ts';
import { log } from '#platform/log.ts';
import { decoyResult, enforceSubmitIpLimit, submitBusiness } from '#features/listings/submission.ts';

const MAX_SUBMISSION_BYTES = 64 * 1024;

export default handler(
  { auth: 'public' },
  {
    GET: async (req, { db }) => {
      const { sort, limit, offset, ...filters } = readQuery(req, listQuerySchema);
      const { items, total } = await listBusinesses(db, filters, { sort, limit, offset });
      const now = new Date();
      const answer = await withOpenNowOf(db, items, now);
      return json(answer, { headers: { ...openNowCache(answer, now, 60), ...listHeaders(total) } });
    },
    POST: async (req, ctx) => {
      await enforceSubmitIpLimit(ctx.db, clientIp(req, ctx));
      const input = await readJson(req, businessInputSchema, MAX_SUBMISSION_BYTES);
      if (isHoneypotFilled(input)) {
        log.info('business submission dropped (honeypot)', { requestId: ctx.requestId });
        return json(decoyResult(input), { status: 201 });
      }
      const userId = (await ctx.session())?.user.id ?? null;
      return json(await submitBusiness(ctx.db, input, { userId }), { status: 201 });
    },
  },
);

export const config = { path: '/api/businesses' };
