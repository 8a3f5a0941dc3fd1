/**
 * The admin's ad pipeline (admins who passed the second factor; changes from this site only; audited):
 *   GET   /api/admin/ads?status=               → AdminAdRequest[] (newest first, with impressions and clicks)
 *   GET   /api/admin/ads/:id                   → AdminAdRequest
 *   PATCH /api/admin/ads/:id {adContent?, startDate?, endDate?, businessId?, notes?} → AdminAdRequest
 *   POST  /api/admin/ads/:id/status {status, note?, payment?} → AdminAdRequest (409 for a move the pipeline
 *         forbids; going live with a price needs payment {amount, method, reference, paidOn}: 400 without)
 * Every step is mailed to the advertiser; going live or ending schedules a rebuild.
 */
import { z } from 'zod';
import { handler, json, notFound, parseId, readJson, readQuery } from '#api/http.ts';
import { getAdRequest, listAdRequests, transitionAdRequest, updateAdRequest } from '#features/advertising/pipeline.ts';
import { AD_STATUSES, adStatusSchema, adUpdateSchema } from '#lib/contract/advertising.ts';

const RE = /^\/api\/admin\/ads(?:\/([^/]+)(?:\/(status))?)?$/;
const querySchema = z.object({ status: z.enum(AD_STATUSES, { error: 'Geçersiz durum' }).optional() });

function route(req: Request): { id?: string | undefined; status: boolean } {
  const m = RE.exec(new URL(req.url).pathname.replace(/\/+$/, ''));
  if (!m) throw notFound('Böyle bir API adresi yok.');
  return { id: m[1], status: m[2] === 'status' };
}

export default handler(
  { auth: 'admin', before: (req) => void route(req) },
  {
    GET: async (req, { db }) => {
      const r = route(req);
      if (r.status) throw notFound('Böyle bir API adresi yok.');
      if (r.id) return json(await getAdRequest(db, parseId(r.id, 'Reklam talebi')));
      return json(await listAdRequests(db, readQuery(req, querySchema)));
    },
    PATCH: async (req, { db, caller: { user } }) => {
      const r = route(req);
      if (!r.id || r.status) throw notFound('Böyle bir API adresi yok.');
      const patch = await readJson(req, adUpdateSchema, 64 * 1024);
      return json(await updateAdRequest(db, { id: user.id, email: user.email }, parseId(r.id, 'Reklam talebi'), patch));
    },
    POST: async (req, { db, caller: { user } }) => {
      const r = route(req);
      if (!r.id || !r.status) throw notFound('Böyle bir API adresi yok.');
      const { status, note, payment } = await readJson(req, adStatusSchema, 16 * 1024);
      return json(
        await transitionAdRequest(db, { id: user.id, email: user.email }, parseId(r.id, 'Reklam talebi'), status, { note, payment }),
      );
    },
  },
);

// Literal strings only: Netlify reads `config` without running the module.
export const config = { path: ['/api/admin/ads', '/api/admin/ads/:id', '/api/admin/ads/:id/status'] };
