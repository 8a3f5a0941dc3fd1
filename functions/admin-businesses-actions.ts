/**
 * Moderation decisions (admins who passed the second factor; from this site only; audited):
 *   POST /api/admin/businesses/:id/approve [{category}] → the approved record (409 when already approved);
 *                                                     a business an import could not decide the category of
 *                                                     needs `category` (a slug), else 422 (decision 015);
 *                                                     one an OSM import could not place, `district` (a slug)
 *   POST /api/admin/businesses/:id/reject {reason}  → the rejected record; the reason is e-mailed to the
 *                                                     submitter (409 when already rejected)
 *   POST /api/admin/businesses/approve {ids}        → {approved: n} for up to 100 ids at once (ids that
 *                                                     are unknown, already approved or without a category
 *                                                     are skipped)
 * Approval puts the business in search and on the map at once and schedules a rebuild of the pages.
 */
import { z } from 'zod';
import { handler, json, notFound, parseId, readJson } from '#api/http.ts';
import {
  approveBusiness,
  approveBusinesses,
  approveSchema,
  BULK_APPROVE_MAX,
  businessRejectSchema,
  rejectBusiness,
} from '#features/listings/moderation.ts';
import type { BulkApproveAnswer } from '#lib/contract/moderation.ts';

const bulkSchema = z.object(
  {
    ids: z
      .array(z.number({ error: 'Kimlikler tam sayı olmalıdır' }).int('Kimlikler tam sayı olmalıdır').min(1).max(2_147_483_647), {
        error: 'Onaylanacak işletmeleri seçin',
      })
      .min(1, 'Onaylanacak işletmeleri seçin')
      .max(BULK_APPROVE_MAX, `Bir seferde en fazla ${BULK_APPROVE_MAX} işletme onaylanabilir`),
  },
  { error: 'İstek gövdesi bir nesne olmalıdır.' },
);

const BULK_PATH = '/api/admin/businesses/approve';
const ACTION_RE = /^\/api\/admin\/businesses\/([^/]+)\/(approve|reject)$/;

export default handler(
  { auth: 'moderator' },
  {
    POST: async (req, { db, caller: { user }, params }) => {
      const actor = { id: user.id, email: user.email };
      const pathname = new URL(req.url).pathname.replace(/\/+$/, '');
      if (pathname === BULK_PATH) {
        const { ids } = await readJson(req, bulkSchema, 16 * 1024);
        const approved = await approveBusinesses(db, actor, ids);
        return json({ approved: approved.length, ids: approved } satisfies BulkApproveAnswer);
      }
      const match = ACTION_RE.exec(pathname);
      if (!match) throw notFound('Böyle bir API adresi yok.');
      const id = parseId(params.id ?? match[1], 'İşletme');
      if (match[2] === 'approve') {
        // The body is optional (a plain approval sends none): the category chosen for one without it.
        const { category, district, from } = req.headers.get('content-type') ? await readJson(req, approveSchema, 4 * 1024) : {};
        return json(await approveBusiness(db, actor, id, { category, district }, from));
      }
      const { reason, from } = await readJson(req, businessRejectSchema(), 16 * 1024);
      return json(await rejectBusiness(db, actor, id, reason, from));
    },
  },
);

// Literal strings only: Netlify reads `config` without running the module.
export const config = {
  path: ['/api/admin/businesses/approve', '/api/admin/businesses/:id/approve', '/api/admin/businesses/:id/reject'],
};
