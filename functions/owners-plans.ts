/**
 * Plans for owners (spec §9; decision 011):
 *   GET  /api/business-owners/plans → {plans, discounts} from the one price list (public, cached briefly)
 *   POST /api/business-owners/:id/plan-request {plan} → {message}; the admins are told and set the plan
 *        after payment. The approved owner of that record only (403 otherwise).
 */
import { handler, json, pathId, publicCache, readJson } from '#api/http.ts';
import { planRequestSchema, requestPlan } from '#features/owners/plans.ts';
import { readPrices } from '#features/pricing/prices.ts';

export default handler(
  { auth: { GET: 'public', POST: 'user' }, before: (req, ctx) => void (req.method === 'POST' && pathId(req, ctx)) },
  {
    GET: async (_req, { db }) => {
      const { plans, discounts } = await readPrices(db);
      return json({ plans, discounts }, { headers: publicCache(60) });
    },
    POST: async (req, ctx) => {
      const { plan } = await readJson(req, planRequestSchema, 1024);
      return json(await requestPlan(ctx.db, pathId(req, ctx), ctx.caller.user.id, plan));
    },
  },
);

export const config = { path: ['/api/business-owners/plans', '/api/business-owners/:id(\\d+)/plan-request'] };
