/**
 * POST /api/ads/:id/impression and /api/ads/:id/click {token}: first-party counting of a live ad's
 * impressions and clicks (sent by the ad slots with `keepalive`). Bots (#lib/bots.ts) are not counted;
 * nothing about the visitor is stored, only one counter per ad and day. Rate limited per IP (keyed hash).
 * A counted impression answers 200 {token}; a click counts only with that token, once, within 30 minutes
 * (#features/advertising/public.ts). Otherwise 204 (not counted, nothing told) for a live ad, 404 for others.
 */
import { clientIp, handler, json, noContent, notFound, parseId, readBytes } from '#api/http.ts';
import { checkAdToken, issueAdToken, recordAdEvent, spendAdToken } from '#features/advertising/public.ts';
import { isBot } from '#lib/bots.ts';
import { hit, rateKey } from '#platform/rate-limit.ts';

/** The click's token: a small JSON body {token} (at most 1 KB, 413 above); anything else is no token. */
async function tokenOf(req: Request): Promise<string | null> {
  const text = new TextDecoder().decode(await readBytes(req, 1024));
  try {
    const body = JSON.parse(text) as { token?: unknown };
    return typeof body.token === 'string' ? body.token : null;
  } catch {
    return null;
  }
}

const RE = /^\/api\/ads\/([^/]+)\/(impression|click)$/;

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      const match = RE.exec(new URL(req.url).pathname.replace(/\/+$/, ''));
      if (!match) throw notFound('Böyle bir API adresi yok.');
      const id = parseId(ctx.params.id ?? match[1], 'Reklam');
      if (isBot(req.headers.get('user-agent'))) return noContent();
      // Over the limit: silently not counted (a reload loop must not inflate an advertiser's numbers).
      const limit = await hit(ctx.db, rateKey('ad-event', 'ip', clientIp(req, ctx)), { limit: 120, windowSeconds: 3600 });
      if (!limit.ok) return noContent();
      if (match[2] === 'click') {
        const nonce = checkAdToken(await tokenOf(req), id);
        if (!nonce || !(await spendAdToken(ctx.db, nonce))) return noContent();
        if (!(await recordAdEvent(ctx.db, id, 'click'))) throw notFound('Reklam bulunamadı.');
        return noContent();
      }
      if (!(await recordAdEvent(ctx.db, id, 'impression'))) throw notFound('Reklam bulunamadı.');
      return json({ token: issueAdToken(id) });
    },
  },
);

// Literal strings only: Netlify reads `config` without running the module.
export const config = { path: ['/api/ads/:id/impression', '/api/ads/:id/click'] };
