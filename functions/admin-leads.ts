/**
 * Free-advertising leads for admins (admin + second factor; audited):
 *   GET   /api/admin/leads[?status=new|contacted|converted|lost] → {leads: AdminLead[]}
 *   GET   /api/admin/leads-export                                 → text/csv (all leads)
 *   PATCH /api/admin/leads/:id {status}                           → the lead (409 for a move the pipeline
 *         does not allow, or "contacted" for an unsubscribed lead)
 */
import { z } from 'zod';
import { badRequest, handler, json, parseId, readJson } from '#api/http.ts';
import { leadsCsv, listLeads, setLeadStatus } from '#features/leads/leads.ts';
import { LEAD_STATUSES, type LeadStatus } from '#lib/contract/statistics.ts';
import { apiSecurityHeaders } from '#platform/security-headers.ts';

const statusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: 'Durum şunlardan biri olmalıdır: new, contacted, converted, lost.' }),
});

export default handler(
  { auth: 'admin' },
  {
    GET: async (req, { db, caller: { user } }) => {
      const url = new URL(req.url);
      if (url.pathname.replace(/\/+$/, '') === '/api/admin/leads-export') {
        const csv = await leadsCsv(db, { id: user.id, email: user.email });
        return new Response(csv, {
          headers: {
            ...apiSecurityHeaders,
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="potansiyel-musteriler.csv"',
            'Cache-Control': 'no-store',
          },
        });
      }
      const status = url.searchParams.get('status');
      if (status && !(LEAD_STATUSES as readonly string[]).includes(status))
        throw badRequest('Durum şunlardan biri olmalıdır: new, contacted, converted, lost.');
      return json({ leads: await listLeads(db, (status as LeadStatus | null) ?? undefined) });
    },
    PATCH: async (req, { db, caller: { user }, params }) => {
      const id = parseId(params.id ?? new URL(req.url).pathname.split('/').pop(), 'Kayıt');
      const { status } = await readJson(req, statusSchema, 1_000);
      return json(await setLeadStatus(db, { id: user.id, email: user.email }, id, status));
    },
  },
);

export const config = { path: ['/api/admin/leads', '/api/admin/leads-export', '/api/admin/leads/:id'] };
