/**
 * GET /api/businesses/{id}: one approved business, the full public record (contact e-mail, website,
 * opening hours, images, features, approvedAt, updatedAt) with `openNow` and `nextChange` computed now
 * (Europe/Istanbul; `isOpen` only means "not temporarily closed"), cached until that change at most. Anything else (a malformed id such as `abc`,
 * `-1`, `0` or `99999999999999999999`, an unknown id, a business that is not approved): 404
 * {"message": "İşletme bulunamadı."}, the same answer, so it tells nothing about unpublished businesses.
 *
 * The literal siblings (`/featured`, `/search`, the importers) are excluded so they never land here,
 * whatever order a host matches paths in.
 */
import { handler, json, notFound, parseId } from '#api/http.ts';
import { getApprovedBusiness } from '#features/businesses/public.ts';
import { openNowCache, withOpenNowOf } from '#features/businesses/open-now.ts';

export default handler(
  { auth: 'public' },
  {
    GET: async (_req, { db, params }) => {
      const id = parseId(params.id, 'İşletme');
      const business = await getApprovedBusiness(db, id);
      if (!business) throw notFound('İşletme bulunamadı.');
      const now = new Date();
      const [answer] = await withOpenNowOf(db, [business], now);
      return json(answer, { headers: openNowCache([answer!], now, 60) });
    },
  },
);

export const config = {
  path: '/api/businesses/:id',
  excludedPath: ['/api/businesses/featured', '/api/businesses/search', '/api/businesses/import-google', '/api/businesses/import-csv'],
};
