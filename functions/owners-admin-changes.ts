/**
 * The admins' queue of listing changes (owners' edits, accepted suggestions), in "İşletme sahipleri":
 *   GET  /api/admin/owner-changes                   → pending change sets with before/after, oldest first
 *   POST /api/admin/owner-changes/:id/approve       → published (reindex, rebuild), the owner told
 *   POST /api/admin/owner-changes/:id/reject {reason} → refused with the reason (mailed)
 * Admin + second factor; from this site only; audited.
 */
import { handler, json, notFound, parseId, readJson } from '#api/http.ts';
import { approveChange, pendingChanges, rejectChange } from '#features/owners/changes.ts';
import { rejectSchema } from '#features/listings/moderation.ts';

const ACTION_RE = /^\/api\/admin\/owner-changes\/(\d+)\/(approve|reject)$/;

export default handler(
  { auth: 'moderator' },
  {
    GET: async (_req, { db }) => json(await pendingChanges(db)),
    POST: async (req, { db, caller: { user }, params }) => {
      const match = ACTION_RE.exec(new URL(req.url).pathname.replace(/\/+$/, ''));
      if (!match) throw notFound('Böyle bir API adresi yok.');
      const id = parseId(params.id ?? match[1], 'Değişiklik');
      const actor = { id: user.id, email: user.email };
      if (match[2] === 'approve') return json(await approveChange(db, actor, id));
      const { reason } = await readJson(req, rejectSchema, 16 * 1024);
      return json(await rejectChange(db, actor, id, reason));
    },
  },
);

export const config = { path: ['/api/admin/owner-changes', '/api/admin/owner-changes/:id/approve', '/api/admin/owner-changes/:id/reject'] };
