/**
 * Plans for owners (spec §9; issue 13):
 *   GET  /api/business-owners/plans → {plans, discounts} from the one price list (public, cached briefly)
 *   POST /api/business-owners/:id/plan-request {plan} → {message}; the admins are told and set the plan
 *        after payment. The approved owner of that record only (403 otherwise).
 */
import { assertSameOrigin } from '#api/csrf.ts';
import { handler, json, parseId, publicCache, readJson } from '#api/http.ts';
import { requireUser } from '#api/session.ts';
import { planRequestSchema, requestPlan } from '#features/owners/plans.ts';
import { readPrices } from '#features/pricing/prices.ts';
import { db } from '#platform/db.ts';

export default handler({
  GET: async () => {
    const { plans, discounts } = await readPrices(await db());
    return json({ plans, discounts }, { headers: publicCache(60) });
  },
  POST: async (req, ctx) => {
    assertSameOrigin(req);
    const id = parseId(ctx.params.id ?? new URL(req.url).pathname.split('/')[3], 'Kayıt');
    const database = await db();
    const { user } = await requireUser(req, database);
    const { plan } = await readJson(req, planRequestSchema, 1024);
    return json(await requestPlan(database, id, user.id, plan));
  },
});

export const config = { path: ['/api/business-owners/plans', '/api/business-owners/:id(\\d+)/plan-request'] };
