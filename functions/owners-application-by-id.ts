/**
 * One owner record (decision 011):
 *   GET    /api/business-owners/:id → the record (its owner, or an admin with the second factor); another
 *          person's: 403; unknown: 404.
 *   PATCH  /api/business-owners/:id {notifyByEmail?, phone?, email?} → 'Ayarlar' of an approved owner.
 *   DELETE /api/business-owners/:id → leaves the ownership (the listing stays; the role goes when it was the last).
 */
import { isStaff } from '#lib/contract/session.ts';
import { handler, json, noContent, pathId, readJson } from '#api/http.ts';
import { needsSecondFactor } from '#api/session.ts';
import { ownerRecord } from '#features/owners/applications.ts';
import { leaveOwnership, settingsSchema, updateSettings } from '#features/owners/settings.ts';

export default handler(
  { auth: 'user', before: (req, ctx) => void pathId(req, ctx, 'Başvuru') },
  {
    GET: async (req, ctx) => {
      const { user } = ctx.caller;
      const isAdmin = isStaff(user.role) && !needsSecondFactor(ctx.caller);
      return json(await ownerRecord(ctx.db, pathId(req, ctx, 'Başvuru'), { userId: user.id, isAdmin }));
    },
    PATCH: async (req, ctx) => {
      const input = await readJson(req, settingsSchema, 8 * 1024);
      return json(await updateSettings(ctx.db, pathId(req, ctx, 'Başvuru'), ctx.caller.user.id, input));
    },
    DELETE: async (req, ctx) => {
      await leaveOwnership(ctx.db, pathId(req, ctx, 'Başvuru'), ctx.caller.user.id);
      return noContent();
    },
  },
);

export const config = { path: '/api/business-owners/:id(\\d+)' };
