/**
 * The admin section "İşletme sahipleri" (admins and moderators who passed the second factor, decision 035: setting
 * a plan is an admin's only; writes from this site only;
 * every action audited):
 *   GET  /api/admin/owners?status=pending|email_pending|approved|rejected → AdminOwnerItem[] (with documents)
 *   POST /api/admin/owners/:id/approve {replaceExisting?}  → the record (409: already approved, e-mail not
 *        verified, or the claimed listing has an owner and replaceExisting is not true)
 *   POST /api/admin/owners/:id/reject {reason}             → the record; the reason is mailed
 *   POST /api/admin/owners/:id/plan {plan, expiresAt}      → the record (plan set after payment)
 */
import { handler, json, notFound, parseId, readJson, readQuery, requireAdminRole } from '#api/http.ts';
import {
  adminOwnersQuerySchema,
  approveOwner,
  approveOwnerSchema,
  listOwnerApplications,
  rejectOwner,
  setOwnerPlan,
  setPlanSchema,
} from '#features/owners/admin.ts';
import { rejectSchema } from '#features/listings/moderation.ts';

const ACTION_RE = /^\/api\/admin\/owners\/(\d+)\/(approve|reject|plan)$/;

export default handler(
  { auth: 'moderator' },
  {
    GET: async (req, { db }) => {
      const { status } = readQuery(req, adminOwnersQuerySchema);
      return json(await listOwnerApplications(db, status));
    },
    POST: async (req, { db, caller, params }) => {
      const { user } = caller;
      const actor = { id: user.id, email: user.email };
      const match = ACTION_RE.exec(new URL(req.url).pathname.replace(/\/+$/, ''));
      if (!match) throw notFound('Böyle bir API adresi yok.');
      const id = parseId(params.id ?? match[1], 'Başvuru');
      if (match[2] === 'approve') {
        const body = req.headers.get('content-length') === '0' ? {} : await readJson(req, approveOwnerSchema, 4 * 1024);
        return json(await approveOwner(db, actor, id, body));
      }
      if (match[2] === 'plan') requireAdminRole(caller);
      if (match[2] === 'plan') return json(await setOwnerPlan(db, actor, id, await readJson(req, setPlanSchema, 4 * 1024)));
      const { reason } = await readJson(req, rejectSchema, 16 * 1024);
      return json(await rejectOwner(db, actor, id, reason));
    },
  },
);

export const config = {
  path: ['/api/admin/owners', '/api/admin/owners/:id/approve', '/api/admin/owners/:id/reject', '/api/admin/owners/:id/plan'],
};
