/**
 * The audit log for admins who passed the second factor (not moderators: it names people; decision 035):
 *   GET /api/admin/audit?kim=&tur=&kayit=&baslangic=&bitis=&limit=&offset= → {rows: AuditRow[], total}
 *   GET /api/admin/audit.csv?(the same filters)                              → CSV for Excel (UTF-8 with BOM, ";",
 *       Turkish headers), up to 50,000 rows, newest first; the export itself is audited.
 * `kim`: a person's name or e-mail; `tur`: business|owner|review|user|ad_request|promotional_lead; `kayit`: the
 * thing's number or name; `baslangic`/`bitis`: Istanbul days (YYYY-MM-DD), both included.
 */
import { handler, json, readQuery } from '#api/http.ts';
import { audit } from '#platform/audit.ts';
import { auditCsv, auditQuerySchema, readableAudit } from '#features/admin/audit.ts';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '#lib/contract/audit-labels.ts';

export default handler(
  { auth: 'admin' },
  {
    GET: async (req, { db, caller: { user } }) => {
      const { limit, offset, ...filter } = readQuery(req, auditQuerySchema);
      if (!new URL(req.url).pathname.endsWith('.csv')) return json(await readableAudit(db, { ...filter, limit, offset }));
      const { csv, count } = await auditCsv(db, filter, {
        action: (a) => AUDIT_ACTIONS[a] ?? a,
        target: (t) => (t ? (AUDIT_TARGETS[t] ?? t) : ''),
      });
      await audit(db, {
        actorUserId: user.id,
        actorLabel: user.email,
        action: 'audit.exported',
        targetType: null,
        targetId: null,
        details: { count, ...filter },
      });
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csv, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="adana-rehberi-kayit-defteri-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      });
    },
  },
);

// Literal strings only: Netlify reads `config` without running the module.
export const config = { path: ['/api/admin/audit', '/api/admin/audit.csv'] };
