/**
 * The paid plans' statistics (decision 028), to an approved owner of business `id` only (401 without
 * login, 403 for anyone else or for a plan without the capability, with a Turkish message naming the plan
 * that has it; 404 for an unknown business):
 *   GET /api/analytics/:id/details   → AnalyticsDetails ("Detaylı analizler", Temel and Premium)
 *   GET /api/analytics/:id/benchmark → AnalyticsBenchmark ("Gelişmiş analizler", Premium)
 *   GET /api/analytics/:id/export    → text/csv of the last 30 days (Premium)
 */
import { handler, json, notFound, pathId } from '#api/http.ts';
import { businessBenchmarkFor, businessDetailsFor, businessStatsCsv } from '#features/owners/insights.ts';

const RE = /^\/api\/analytics\/\d+\/(details|benchmark|export)$/;

function part(req: Request): 'details' | 'benchmark' | 'export' {
  const m = RE.exec(new URL(req.url).pathname.replace(/\/+$/, ''));
  if (!m) throw notFound('Böyle bir API adresi yok.');
  return m[1] as 'details' | 'benchmark' | 'export';
}

export default handler(
  { auth: 'user', before: (req, ctx) => void (part(req), pathId(req, ctx, 'İşletme')) },
  {
    GET: async (req, ctx) => {
      const id = pathId(req, ctx, 'İşletme');
      const userId = ctx.caller.user.id;
      const what = part(req);
      if (what === 'details') return json(await businessDetailsFor(ctx.db, id, userId));
      if (what === 'benchmark') return json(await businessBenchmarkFor(ctx.db, id, userId));
      const { filename, csv } = await businessStatsCsv(ctx.db, id, userId);
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${filename}"`,
          'Cache-Control': 'private, no-store',
        },
      });
    },
  },
);

// Literal strings only: Netlify reads `config` without running the module.
export const config = {
  path: ['/api/analytics/:id(\\d+)/details', '/api/analytics/:id(\\d+)/benchmark', '/api/analytics/:id(\\d+)/export'],
};
