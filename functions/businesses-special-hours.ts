/**
 * PUT /api/businesses/:id/special-hours {holidays, days} → the stored special hours (decision 025): special
 * days (closed or their own hours) and what the business does on public holidays. Its approved owner or an
 * admin (with the second factor); written at once, because a bayram closure cannot wait for moderation,
 * audited, and the business's "open now" follows it in the API, search and map immediately (its page at
 * the next build). 403 for anyone else, 404 unknown business, 400 with Turkish messages for a bad date/time.
 */
import { forbidden, handler, json, pathId, readJson } from '#api/http.ts';
import { needsSecondFactor } from '#api/session.ts';
import { isOwnerOf } from '#features/owners/applications.ts';
import { saveSpecialHours } from '#features/businesses/hours-overrides.ts';
import { specialHoursSchema } from '#lib/special-hours-schema.ts';

export default handler(
  { auth: 'user', before: (req, ctx) => void pathId(req, ctx, 'İşletme') },
  {
    PUT: async (req, ctx) => {
      const id = pathId(req, ctx, 'İşletme');
      const { user } = ctx.caller;
      const admin = user.role === 'admin' && !needsSecondFactor(ctx.caller);
      if (!admin && !(await isOwnerOf(ctx.db, user.id, id))) throw forbidden('Bu işletmenin saatlerini değiştirme yetkiniz yok.');
      const input = await readJson(req, specialHoursSchema, 32 * 1024);
      return json({ specialHours: await saveSpecialHours(ctx.db, { id: user.id, email: user.email }, id, input) });
    },
  },
);

export const config = { path: '/api/businesses/:id(\\d+)/special-hours' };
