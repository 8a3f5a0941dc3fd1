/**
 * One owner record (issue 13):
 *   GET    /api/business-owners/:id → the record (its owner, or an admin with the second factor); another
 *          person's: 403; unknown: 404.
 *   PATCH  /api/business-owners/:id {notifyByEmail?, phone?, email?} → 'Ayarlar' of an approved owner.
 *   DELETE /api/business-owners/:id → leaves the ownership (the listing stays; the role goes when it was the last).
 */
import { assertSameOrigin } from '#api/csrf.ts';
import { handler, json, parseId, readJson } from '#api/http.ts';
import { needsSecondFactor, requireUser, withAuthAnswers } from '#api/session.ts';
import { ownerRecord } from '#features/owners/applications.ts';
import { leaveOwnership, settingsSchema, updateSettings } from '#features/owners/settings.ts';
import { db } from '#platform/db.ts';
import { apiSecurityHeaders } from '#platform/security-headers.ts';

export default handler(
  withAuthAnswers({
    GET: async (req, ctx) => {
      const id = parseId(ctx.params.id ?? new URL(req.url).pathname.split('/')[3], 'Başvuru');
      const database = await db();
      const info = await requireUser(req, database);
      return json(await ownerRecord(database, id, { userId: info.user.id, isAdmin: info.user.role === 'admin' && !needsSecondFactor(info) }));
    },
    PATCH: async (req, ctx) => {
      assertSameOrigin(req);
      const id = parseId(ctx.params.id ?? new URL(req.url).pathname.split('/')[3], 'Başvuru');
      const database = await db();
      const { user } = await requireUser(req, database);
      const input = await readJson(req, settingsSchema, 8 * 1024);
      return json(await updateSettings(database, id, user.id, input));
    },
    DELETE: async (req, ctx) => {
      assertSameOrigin(req);
      const id = parseId(ctx.params.id ?? new URL(req.url).pathname.split('/')[3], 'Başvuru');
      const database = await db();
      const { user } = await requireUser(req, database);
      await leaveOwnership(database, id, user.id);
      return new Response(null, { status: 204, headers: { ...apiSecurityHeaders, 'Cache-Control': 'no-store' } });
    },
  }),
);

export const config = { path: '/api/business-owners/:id(\\d+)' };
