/**
 * GET /api/owner/home?business={id} → OwnerHome: the dashboard home's rating and trend, this
 * Istanbul week against last week, and profile completeness of one listing. The business's approved owner
 * only: 401 without an account, 403 for anyone else, 404 for an unknown business, 400 for a bad id.
 */
import { handler, json, readQuery } from '#api/http.ts';
import { ownerHome } from '#features/owners/home.ts';
import { ownerHomeQuerySchema } from '#lib/contract/owner-home.ts';

export default handler(
  { auth: 'user' },
  {
    GET: async (req, { db, caller: { user } }) => {
      const { business } = readQuery(req, ownerHomeQuerySchema);
      return json(await ownerHome(db, user.id, business), { headers: { 'Cache-Control': 'private, no-store' } });
    },
  },
);

export const config = { path: '/api/owner/home' };
