/**
 * An owner's changes to their listing ('Düzenle', 'Fotoğraf ekle'; decision 011):
 *   GET  /api/business-owners/:id/changes → the listing's change sets, newest first
 *   POST /api/business-owners/:id/changes {patch, features?, newPhotos?} → 201 the change set (before/after),
 *        waiting for an admin; the listing stays online unchanged until then.
 * Only the approved owner of that record (403 for anyone else, 404 unknown, 409 not approved yet).
 */
import { handler, json, pathId, readJson } from '#api/http.ts';
import { ownerChanges, ownerEditSchema, ownerProposeChange } from '#features/owners/changes.ts';

export default handler(
  { auth: 'user', before: (req, ctx) => void pathId(req, ctx) },
  {
    GET: async (req, ctx) => json(await ownerChanges(ctx.db, pathId(req, ctx), ctx.caller.user.id)),
    POST: async (req, ctx) => {
      const edit = await readJson(req, ownerEditSchema, 64 * 1024);
      return json(await ownerProposeChange(ctx.db, pathId(req, ctx), ctx.caller.user.id, edit), { status: 201 });
    },
  },
);

export const config = { path: '/api/business-owners/:id(\\d+)/changes' };
