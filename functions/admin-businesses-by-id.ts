/**
 * /api/admin/businesses/:id (admins who passed the second factor)
 *   GET   everything submitted: every field, category and district {id, slug, name}, hours, images (and
 *         `photos` with thumbnails), coordinates, status, rejectionReason, submitter, source, Google ids.
 *   PATCH any subset of the form's fields (src/lib/business-input.ts `businessPatchSchema`) plus
 *         `isFeatured`, and `images` (the current images reordered or some dropped) → the updated record.
 *         An approved business is reindexed and a rebuild requested. Audited.
 * The literal sibling `/api/admin/businesses/approve` is excluded (functions/admin-businesses-actions.ts).
 */
import { badRequest, fieldErrors, handler, json, parseId, readJson } from '#api/http.ts';
import { businessPatchSchema } from '#lib/business-input.ts';
import { adminPatchExtraSchema, getForModeration, updateBusiness } from '#features/listings/moderation.ts';
import { z } from 'zod';

const bodySchema = z.record(z.string(), z.unknown(), { error: 'İstek gövdesi bir nesne olmalıdır.' });

export default handler(
  { auth: 'moderator' },
  {
    GET: async (_req, { db, params }) => json(await getForModeration(db, parseId(params.id, 'İşletme'))),
    PATCH: async (req, { db, caller: { user }, params }) => {
      const id = parseId(params.id, 'İşletme');
      const { images, ...rest } = await readJson(req, bodySchema, 64 * 1024);
      const extra = adminPatchExtraSchema.safeParse({ images });
      const patch = businessPatchSchema.safeParse(rest);
      const errors = { ...(extra.success ? {} : fieldErrors(extra.error)), ...(patch.success ? {} : fieldErrors(patch.error)) };
      if (!extra.success || !patch.success) throw badRequest('Lütfen işaretli alanları düzeltin.', errors);
      const record = await updateBusiness(db, { id: user.id, email: user.email }, id, patch.data, extra.data.images);
      return json(record);
    },
  },
);

export const config = {
  path: '/api/admin/businesses/:id',
  excludedPath: ['/api/admin/businesses/approve'],
};
