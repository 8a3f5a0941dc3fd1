/**
 * POST /api/ads/:id/impression and /api/ads/:id/click: first-party counting of a live ad's impressions and
 * clicks (sent by the ad slots with `keepalive`). Bots (#lib/bots.ts) are not counted; nothing about the
 * visitor is stored, only one counter per ad and day. Rate limited per IP (keyed hash). Always 204 for a
 * live ad, 404 otherwise.
 */
import { clientIp, handler, noContent, notFound, parseId } from '#api/http.ts';
import { recordAdEvent } from '#features/advertising/public.ts';
import { isBot } from '#lib/bots.ts';
import { hit, rateKey } from '#platform/rate-limit.ts';

const RE = /^\/api\/ads\/([^/]+)\/(impression|click)$/;

export default handler({ auth: 'public' }, {
  POST: async (req, ctx) => {
    const match = RE.exec(new URL(req.url).pathname.replace(/\/+$/, ''));
    if (!match) throw notFound('Böyle bir API adresi yok.');
    const id = parseId(ctx.params.id ?? match[1], 'Reklam');
    if (isBot(req.headers.get('user-agent'))) return noContent();
    // Over the limit: silently not counted (a reload loop must not inflate an advertiser's numbers).
    const limit = await hit(ctx.db, rateKey('ad-event', 'ip', clientIp(req, ctx)), { limit: 120, windowSeconds: 3600 });
    if (!limit.ok) return noContent();
    if (!(await recordAdEvent(ctx.db, id, match[2] as 'impression' | 'click'))) throw notFound('Reklam bulunamadı.');
    return noContent();
  },
});

// Literal strings only: Netlify reads `config` without running the module.
export const config = { path: ['/api/ads/:id/impression', '/api/ads/:id/click'] };
