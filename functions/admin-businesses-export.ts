/**
 * GET /api/admin/export/businesses (admins who passed the second factor): every approved business as CSV
 * in the template layout (decision 015, round trip; the same file as `npm run cli -- export`). `?pending=1`
 * adds the pending ones. Re-importing the file updates the same businesses (by id). Audited.
 */
import { audit } from '#platform/audit.ts';
import { handler } from '#api/http.ts';
import { exportBusinesses } from '#features/listings/export.ts';

export default handler(
  { auth: 'admin' },
  {
    GET: async (req, { db, caller: { user } }) => {
      const pending = new URL(req.url).searchParams.get('pending') === '1';
      const { csv, count } = await exportBusinesses(db, pending ? ['approved', 'pending'] : ['approved']);
      await audit(db, {
        actorUserId: user.id,
        actorLabel: user.email,
        action: 'business.exported',
        targetType: 'business',
        targetId: null,
        details: { count, pending },
      });
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csv, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="adana-rehberi-isletmeler-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      });
    },
  },
);

export const config = { path: '/api/admin/export/businesses' };
