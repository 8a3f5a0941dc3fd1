/**
 * The admin's ad pipeline (admins who passed the second factor; changes from this site only; audited):
 *   GET   /api/admin/ads?status=               → AdminAdRequest[] (newest first, with impressions and clicks)
 *   GET   /api/admin/ads/:id                   → AdminAdRequest
 *   PATCH /api/admin/ads/:id {adContent?, startDate?, endDate?, businessId?, notes?} → AdminAdRequest
 *   POST  /api/admin/ads/:id/status {status, note?} → AdminAdRequest (409 for a move the pipeline forbids)
 * Every step is mailed to the advertiser; going live or ending schedules a rebuild.
 */
import { z } from 'zod';
import { assertSameOrigin } from '#api/csrf.ts';
import { handler, json, notFound, parseId, readJson, readQuery } from '#api/http.ts';
import { requireRole, withAuthAnswers } from '#api/session.ts';
import { getAdRequest, listAdRequests, transitionAdRequest, updateAdRequest } from '#features/advertising/pipeline.ts';
import { AD_STATUSES, adStatusSchema, adUpdateSchema } from '#lib/contract/advertising.ts';
import { db } from '#platform/db.ts';

const RE = /^\/api\/admin\/ads(?:\/([^/]+)(?:\/(status))?)?$/;
const querySchema = z.object({ status: z.enum(AD_STATUSES, { error: 'Geçersiz durum' }).optional() });

function route(req: Request): { id?: string | undefined; status: boolean } {
  const m = RE.exec(new URL(req.url).pathname.replace(/\/+$/, ''));
  if (!m) throw notFound('Böyle bir API adresi yok.');
  return { id: m[1], status: m[2] === 'status' };
}

export default handler(
  withAuthAnswers({
    GET: async (req) => {
      const r = route(req);
      const database = await db();
      await requireRole(req, 'admin', database);
      if (r.status) throw notFound('Böyle bir API adresi yok.');
      if (r.id) return json(await getAdRequest(database, parseId(r.id, 'Reklam talebi')));
      return json(await listAdRequests(database, readQuery(req, querySchema)));
    },
    PATCH: async (req) => {
      assertSameOrigin(req);
      const r = route(req);
      const database = await db();
      const { user } = await requireRole(req, 'admin', database);
      if (!r.id || r.status) throw notFound('Böyle bir API adresi yok.');
      const patch = await readJson(req, adUpdateSchema, 64 * 1024);
      return json(await updateAdRequest(database, { id: user.id, email: user.email }, parseId(r.id, 'Reklam talebi'), patch));
    },
    POST: async (req) => {
      assertSameOrigin(req);
      const r = route(req);
      const database = await db();
      const { user } = await requireRole(req, 'admin', database);
      if (!r.id || !r.status) throw notFound('Böyle bir API adresi yok.');
      const { status, note } = await readJson(req, adStatusSchema, 16 * 1024);
      return json(await transitionAdRequest(database, { id: user.id, email: user.email }, parseId(r.id, 'Reklam talebi'), status, { note }));
    },
  }),
);

// Literal strings only: Netlify reads `config` without running the module.
export const config = { path: ['/api/admin/ads', '/api/admin/ads/:id', '/api/admin/ads/:id/status'] };
