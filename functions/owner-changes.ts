/**
 * An owner's changes to their listing ('Düzenle', 'Fotoğraf ekle'; issue 13):
 *   GET  /api/business-owners/:id/changes → the listing's change sets, newest first
 *   POST /api/business-owners/:id/changes {patch, features?, newPhotos?} → 201 the change set (before/after),
 *        waiting for an admin; the listing stays online unchanged until then.
 * Only the approved owner of that record (403 for anyone else, 404 unknown, 409 not approved yet).
 */
import { assertSameOrigin } from '#api/csrf.ts';
import { handler, json, parseId, readJson } from '#api/http.ts';
import { requireUser } from '#api/session.ts';
import { ownerChanges, ownerEditSchema, ownerProposeChange } from '#features/owners/changes.ts';
import { db } from '#platform/db.ts';

export default handler({
  GET: async (req, ctx) => {
    const id = parseId(ctx.params.id ?? new URL(req.url).pathname.split('/')[3], 'Kayıt');
    const database = await db();
    const { user } = await requireUser(req, database);
    return json(await ownerChanges(database, id, user.id));
  },
  POST: async (req, ctx) => {
    assertSameOrigin(req);
    const id = parseId(ctx.params.id ?? new URL(req.url).pathname.split('/')[3], 'Kayıt');
    const database = await db();
    const { user } = await requireUser(req, database);
    const edit = await readJson(req, ownerEditSchema, 64 * 1024);
    return json(await ownerProposeChange(database, id, user.id, edit), { status: 201 });
  },
});

export const config = { path: '/api/business-owners/:id(\\d+)/changes' };
