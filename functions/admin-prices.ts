/**
 * The price list without a deploy (PD16; admins who passed the second factor; audited):
 *   GET /api/admin/prices → PriceBook (plans, ad packages, duration discounts)
 *   PUT /api/admin/prices {items: [{kind, code, name, monthlyPrice, highlighted?}], discounts: [{months, discountPercent}]}
 *       → the new PriceBook; schedules a rebuild. Requests already made keep their totals. Feature lists are not
 *       editable: they are derived from #lib/plan-capabilities.ts.
 */
import { handler, json, readJson } from '#api/http.ts';
import { updatePrices } from '#features/advertising/prices-admin.ts';
import { readPrices } from '#features/pricing/prices.ts';
import { priceUpdateSchema } from '#lib/contract/advertising.ts';

export default handler(
  { auth: 'admin' },
  {
    GET: async (_req, { db }) => json(await readPrices(db)),
    PUT: async (req, { db, caller: { user } }) => {
      const input = await readJson(req, priceUpdateSchema, 64 * 1024);
      return json(await updatePrices(db, { id: user.id, email: user.email }, input));
    },
  },
);

export const config = { path: '/api/admin/prices' };
