/**
 * The price list without a deploy (PD16; admins who passed the second factor; audited):
 *   GET /api/admin/prices → PriceBook (plans, ad packages, duration discounts)
 *   PUT /api/admin/prices {items: [{kind, code, name, monthlyPrice, highlighted?}], discounts: [{months, discountPercent}]}
 *       → the new PriceBook; schedules a rebuild. Requests already made keep their totals. Feature lists are not
 *       editable: they are derived from #lib/plan-capabilities.ts.
 */
import { assertSameOrigin } from '#api/csrf.ts';
import { handler, json, readJson } from '#api/http.ts';
import { requireRole, withAuthAnswers } from '#api/session.ts';
import { updatePrices } from '#features/advertising/prices-admin.ts';
import { readPrices } from '#features/pricing/prices.ts';
import { priceUpdateSchema } from '#lib/contract/advertising.ts';
import { db } from '#platform/db.ts';

export default handler(
  withAuthAnswers({
    GET: async (req) => {
      const database = await db();
      await requireRole(req, 'admin', database);
      return json(await readPrices(database));
    },
    PUT: async (req) => {
      assertSameOrigin(req);
      const database = await db();
      const { user } = await requireRole(req, 'admin', database);
      const input = await readJson(req, priceUpdateSchema, 64 * 1024);
      return json(await updatePrices(database, { id: user.id, email: user.email }, input));
    },
  }),
);

export const config = { path: '/api/admin/prices' };
